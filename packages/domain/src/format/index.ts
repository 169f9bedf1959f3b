export { formatDateTime, formatDateTimeLong, TIME_ZONE } from './date.ts';
export { onlyDigits } from './digits.ts';
export { formatCnpj, formatCpf, formatPhone } from './documents.ts';
export { applyMask, masks, stripMask, type MaskKind } from './mask.ts';
export { FORMAT_DECIMALS, formatBrl, formatDecimal, formatKmFromMetres, formatPercent } from './number.ts';
export { formatPlate, normalizePlate } from './plate.ts';
export {
  digitsOfMoment,
  formatMomentDigits,
  MOMENT_PLACEHOLDERS,
  momentDigits,
  momentFromDigits,
  type MomentKind,
} from './moment-entry.ts';
