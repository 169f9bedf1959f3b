import { YesNoBadge } from '@frota/ui';
import {
  formatBrl,
  formatCnpj,
  formatCpf,
  formatDateTime,
  formatDateTimeLong,
  formatDecimal,
  formatKmFromMetres,
  formatPercent,
  formatPlate,
} from '@frota/domain/format';
import type { ColumnFormat } from '../../core/index.ts';
import type { CellProps } from '../shared/theme-types.ts';

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));
/** Formatted codes, dates and amounts never break across lines (a CNPJ split in two is unreadable). */
const nowrap = (formatted: string) => <span className="whitespace-nowrap">{formatted || '-'}</span>;

/** The default renderer of every column format. */
export const defaultCells = {
  text: ({ value }) => text(value),
  // The resolver's decimals (the field's declared ones, else none), which the Excel export reads too.
  number: ({ value, column }) =>
    value === null || value === undefined ? '-' : formatDecimal(number(value), column.decimals ?? 0),
  datetime: ({ value }) => nowrap(typeof value === 'string' ? formatDateTime(value) : ''),
  datetimeLong: ({ value }) => nowrap(typeof value === 'string' ? formatDateTimeLong(value) : ''),
  cpf: ({ value }) => nowrap(formatCpf(text(value))),
  cnpj: ({ value }) => nowrap(formatCnpj(text(value))),
  plate: ({ value }) => nowrap(formatPlate(text(value))),
  brl: ({ value }) => nowrap(formatBrl(number(value))),
  // The resolver's decimals, which the Excel export reads too.
  percent: ({ value, column }) => formatPercent(number(value), column.decimals),
  km: ({ value }) => nowrap(formatKmFromMetres(number(value))),
  // Six decimals of a degree are about 10 cm: what a fence's or a stop's position needs.
  coordinate: ({ value }) =>
    value === null || value === undefined ? '-' : nowrap(formatDecimal(number(value), 6)),
  yesNo: ({ value }) => <YesNoBadge value={value === true} />,
  enum: ({ value, column, entity }) =>
    entity.fields[column.field]?.oneOf?.find((option) => option.const === value)?.title ?? text(value),
} satisfies Record<ColumnFormat, (props: CellProps) => React.ReactNode>;
