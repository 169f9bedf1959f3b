import { FORMAT_DECIMALS, TIME_ZONE } from '@frota/domain/format';

/**
 * The kinds of column the Excel writer knows (excel.ts): for each, the number format Excel shows it with, how a
 * row's value becomes a cell, how wide its text is, and whether a totals row may sum it. Numbers, money,
 * percentages and dates are written as real numbers and dates, never as text, so the sheet sorts, filters
 * and sums them.
 */

/** What a column holds. */
export type ExcelColumnKind =
  'text' | 'integer' | 'decimal' | 'percent' | 'money' | 'date' | 'dateTime' | 'boolean';

/** The parts of a column a kind reads (excel.ts's ExcelColumn). */
export interface CellOptions {
  header: string;
  kind: ExcelColumnKind;
  /** Decimal places of a decimal or a percent; by default the screen's (FORMAT_DECIMALS: 2 and 1). */
  decimals?: number;
  /** A unit Excel writes after an integer or decimal, in the format only (the cell stays a number): 'km'. */
  unit?: string;
  /** An Excel number format in place of the kind's: 'dd/mm/yy hh:mm'. */
  numFmt?: string;
}

/** A cell as exceljs writes it: empty, text, a number or a date (whose UTC fields are the wall clock shown). */
export type CellValue = string | number | Date | null;

/** The product's staff read times in Brazil's official time, as the screen shows them. */
export const DEFAULT_TIME_ZONE = TIME_ZONE;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function numberOf(value: unknown, column: CellOptions): number | null {
  if (isEmpty(value)) return null;
  // PostgreSQL's numeric arrives as a string ("1234.50"): it is still a number.
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(number))
    throw new TypeError(`Excel column "${column.header}" (${column.kind}) got ${JSON.stringify(value)}.`);
  return number;
}

/** '#,##0.00' for 2 decimals, '#,##0' for none; a unit follows in quotes. */
function numberFormat(decimals: number, unit: string | undefined): string {
  const digits = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  return `#,##0${digits}${unit ? ` "${unit.replace(/"/g, '')}"` : ''}`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const HOUR_MS = 3_600_000;
/** Offsets of a zone by the hour they start, so a sheet of 10,000 dates asks Intl a few times, not 10,000. */
const zoneOffsets = new Map<string, number>();

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in ms (São Paulo: -3 h). */
function offsetAt(instant: number, zone: string): number {
  const key = `${zone}|${Math.floor(instant / HOUR_MS)}`;
  const known = zoneOffsets.get(key);
  if (known !== undefined) return known;
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  const wall = Date.UTC(+part.year!, +part.month! - 1, +part.day!, +part.hour!, +part.minute!, +part.second!);
  const offset = wall - Math.floor(instant / 1000) * 1000;
  if (zoneOffsets.size > 50_000) zoneOffsets.clear();
  zoneOffsets.set(key, offset);
  return offset;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An instant as Excel shows it: Excel has no time zones, so the cell holds `zone`'s wall clock (exceljs writes
 * a Date's UTC fields). A calendar day ('2026-10-01') is that day, whatever the zone.
 */
function wallClock(value: unknown, column: CellOptions, zone: string): Date | null {
  if (isEmpty(value)) return null;
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!));
  }
  const instant =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number(value);
  if (!Number.isFinite(instant))
    throw new TypeError(`Excel column "${column.header}" (${column.kind}) got ${JSON.stringify(value)}.`);
  return new Date(instant + offsetAt(instant, zone));
}

/** The characters a number takes as Excel shows it in pt-BR (thousands dots, decimals, a prefix or unit). */
function numberWidth(value: CellValue, decimals: number, extra: number): number {
  if (typeof value !== 'number') return 0;
  const integer = Math.trunc(Math.abs(value)).toString().length;
  return (
    integer + Math.floor((integer - 1) / 3) + (decimals > 0 ? decimals + 1 : 0) + (value < 0 ? 1 : 0) + extra
  );
}

interface KindRules {
  numFmt: (column: CellOptions) => string | undefined;
  cell: (value: unknown, column: CellOptions, zone: string) => CellValue;
  /** Characters the cell's text takes, for the column's width. */
  width: (cell: CellValue, column: CellOptions) => number;
  /** Whether a totals row may sum the column. */
  summable: boolean;
}

const decimalsOf = (column: CellOptions) =>
  column.decimals ?? (column.kind === 'percent' ? FORMAT_DECIMALS.percent : FORMAT_DECIMALS.decimal);
const unitWidth = (column: CellOptions) => (column.unit ? column.unit.length + 1 : 0);

/** The rules of every kind; a kind missing here fails to compile. */
export const CELL_KINDS = {
  text: {
    numFmt: () => undefined,
    cell: (value) => (isEmpty(value) ? null : String(value)),
    width: (cell) => (typeof cell === 'string' ? cell.length : 0),
    summable: false,
  },
  integer: {
    numFmt: (column) => numberFormat(0, column.unit),
    cell: (value, column) => numberOf(value, column),
    width: (cell, column) => numberWidth(cell, 0, unitWidth(column)),
    summable: true,
  },
  decimal: {
    numFmt: (column) => numberFormat(decimalsOf(column), column.unit),
    cell: (value, column) => numberOf(value, column),
    width: (cell, column) => numberWidth(cell, decimalsOf(column), unitWidth(column)),
    summable: true,
  },
  // Excel's own percentage: the cell holds 0.875 and shows 87.5%, so a formula reads it as a fraction.
  percent: {
    numFmt: (column) => `0${decimalsOf(column) > 0 ? `.${'0'.repeat(decimalsOf(column))}` : ''}%`,
    cell: (value, column) => {
      const number = numberOf(value, column);
      return number === null ? null : number / 100;
    },
    width: (cell, column) => numberWidth(typeof cell === 'number' ? cell * 100 : cell, decimalsOf(column), 1),
    summable: false,
  },
  money: {
    numFmt: () => '"R$" #,##0.00',
    cell: (value, column) => numberOf(value, column),
    width: (cell) => numberWidth(cell, 2, 3),
    summable: true,
  },
  date: {
    numFmt: () => 'dd/mm/yyyy',
    cell: (value, column, zone) => {
      const wall = wallClock(value, column, zone);
      return wall && new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
    },
    width: () => 10,
    summable: false,
  },
  dateTime: {
    numFmt: () => 'dd/mm/yyyy hh:mm',
    cell: (value, column, zone) => wallClock(value, column, zone),
    width: (_cell, column) => (column.numFmt ?? 'dd/mm/yyyy hh:mm').length,
    summable: false,
  },
  boolean: {
    numFmt: () => undefined,
    cell: (value) => (value === null || value === undefined ? null : value === true ? 'Sim' : 'Não'),
    width: () => 3,
    summable: false,
  },
} satisfies Record<ExcelColumnKind, KindRules>;

/** The rules of a column's kind; an unknown kind (from untyped code) is named with the kinds that exist. */
export function kindRules(column: CellOptions): KindRules {
  const rules = (CELL_KINDS as Record<string, KindRules | undefined>)[column.kind];
  if (!rules)
    throw new Error(
      `Excel column "${column.header}" has the unknown kind "${column.kind}" (kinds: ${Object.keys(CELL_KINDS).join(', ')}).`,
    );
  return rules;
}
