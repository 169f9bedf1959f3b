export { formatDateTime, formatDateTimeLong } from './date';
export { onlyDigits } from './digits';
export { formatCnpj, formatCpf, formatPhone, isValidCnpj, isValidCpf } from './documents';
export { applyMask, masks, stripMask, type MaskKind } from './mask';
export { formatBrl, formatDecimal, formatKmFromMetres, formatPercent } from './number';
export { formatPlate, normalizePlate } from './plate';
