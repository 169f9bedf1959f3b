import { EmptyValue, YesNoBadge } from '@frota/ui';
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

const blank = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';
const text = (value: unknown) => (blank(value) ? <EmptyValue /> : String(value));
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));
/** Formatted codes, dates and amounts never break across lines (a CNPJ split in two is unreadable). */
const nowrap = (formatted: string) =>
  formatted ? <span className="whitespace-nowrap">{formatted}</span> : <EmptyValue />;
/** A formatter's cell, or the missing value's dash when there is nothing to format. */
const formatted = (value: unknown, format: (present: unknown) => string) =>
  blank(value) ? <EmptyValue /> : nowrap(format(value));

/** The default renderer of every column format; a missing value is an em dash, read "Não informado". */
export const defaultCells = {
  text: ({ value }) => text(value),
  // The resolver's decimals (the field's declared ones, else none), which the Excel export reads too.
  number: ({ value, column }) =>
    blank(value) ? <EmptyValue /> : formatDecimal(number(value), column.decimals ?? 0),
  datetime: ({ value }) => nowrap(typeof value === 'string' ? formatDateTime(value) : ''),
  datetimeLong: ({ value }) => nowrap(typeof value === 'string' ? formatDateTimeLong(value) : ''),
  cpf: ({ value }) => formatted(value, (present) => formatCpf(String(present))),
  cnpj: ({ value }) => formatted(value, (present) => formatCnpj(String(present))),
  plate: ({ value }) => formatted(value, (present) => formatPlate(String(present))),
  brl: ({ value }) => formatted(value, (present) => formatBrl(number(present))),
  // The resolver's decimals, which the Excel export reads too.
  percent: ({ value, column }) =>
    blank(value) ? <EmptyValue /> : formatPercent(number(value), column.decimals),
  km: ({ value }) => formatted(value, (present) => formatKmFromMetres(number(present))),
  // Six decimals of a degree are about 10 cm: what a fence's or a stop's position needs.
  coordinate: ({ value }) => formatted(value, (present) => formatDecimal(number(present), 6)),
  yesNo: ({ value }) => <YesNoBadge value={value === true} />,
  enum: ({ value, column, entity }) =>
    entity.fields[column.field]?.oneOf?.find((option) => option.const === value)?.title ?? text(value),
} satisfies Record<ColumnFormat, (props: CellProps) => React.ReactNode>;
