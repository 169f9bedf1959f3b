import {
  YesNoBadge,
  formatBrl,
  formatCnpj,
  formatCpf,
  formatDateTime,
  formatDateTimeLong,
  formatDecimal,
  formatKmFromMetres,
  formatPercent,
  formatPlate,
} from '@frota/ui';
import type { ColumnFormat } from '../../core/index.ts';
import type { CellProps } from '../shared/theme-types.ts';

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** The default renderer of every column format. */
export const defaultCells = {
  text: ({ value }) => text(value),
  number: ({ value }) => (value === null || value === undefined ? '-' : formatDecimal(number(value), 0)),
  datetime: ({ value }) => (typeof value === 'string' ? formatDateTime(value) : '-'),
  datetimeLong: ({ value }) => (typeof value === 'string' ? formatDateTimeLong(value) : '-'),
  cpf: ({ value }) => formatCpf(text(value)),
  cnpj: ({ value }) => formatCnpj(text(value)),
  plate: ({ value }) => formatPlate(text(value)),
  brl: ({ value }) => formatBrl(number(value)),
  percent: ({ value }) => formatPercent(number(value)),
  km: ({ value }) => formatKmFromMetres(number(value)),
  yesNo: ({ value }) => <YesNoBadge value={value === true} />,
  enum: ({ value, column, entity }) =>
    entity.fields[column.field]?.oneOf?.find((option) => option.const === value)?.title ?? text(value),
} satisfies Record<ColumnFormat, (props: CellProps) => React.ReactNode>;
