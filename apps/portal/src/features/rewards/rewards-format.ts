import { ATTAINMENT_DECIMALS } from '@frota/domain';
import { formatDecimal } from '@frota/domain/format';

/** An attainment as the API keeps it, always with two decimals (75,70%), so a column lines up. */
export const formatAttainment = (value: number) => `${formatDecimal(value, ATTAINMENT_DECIMALS)}%`;
