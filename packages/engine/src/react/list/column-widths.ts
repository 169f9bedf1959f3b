import { ID_FIELD, type ColumnFormat, type List } from '../../core/index.ts';

/**
 * The width (rem) a value of each format needs, written as the cells write it (a date "04/03/26 12:07", a CNPJ
 * with its punctuation); undefined for text of any length, which shares what the others leave.
 */
const FORMAT_REM: Record<ColumnFormat, number | undefined> = {
  text: undefined,
  enum: undefined,
  number: 6,
  km: 8,
  percent: 7,
  brl: 9,
  coordinate: 8,
  datetime: 9,
  datetimeLong: 12,
  cpf: 9.5,
  cnpj: 12,
  plate: 7,
  yesNo: 5,
};
/** A record's number (`id`, shown as text). */
const ID_REM = 5;
/** A cell's padding and a header's sort arrow, around its text. */
const CELL_REM = 3;
/** About one character of a header, in rem. */
const HEADER_CHAR_REM = 0.5;
/** One row action's icon button and the gap after it. */
const ACTION_REM = 2.5;
/** The least a text column gets before the table scrolls sideways instead. */
const TEXT_MIN_REM = 9;

export interface ListLayout {
  /** Each column's width in order, the actions column last; undefined shares the rest. */
  widths: Array<string | undefined>;
  /** Below this the table scrolls sideways rather than squeezing its text. */
  minWidth: string;
}

/**
 * A list's column widths from what its columns hold, not from the values of the page on screen: the table's
 * layout is fixed, so a column keeps its width from one page to the next (a long name on page 2 no longer pushes
 * the others). A column of a known format gets its values' width (or its header's, if wider); text columns share
 * the rest; the actions column fits its buttons.
 *
 * @example listLayout(clients.list.columns, 3).widths // ['5rem', undefined, '12rem', '9rem', '5.5rem', '12rem']
 */
export function listLayout(columns: List['columns'], actionCount: number): ListLayout {
  const widths = columns.map((column) => {
    const value = column.cell ? undefined : column.field === ID_FIELD ? ID_REM : FORMAT_REM[column.format];
    return value === undefined
      ? undefined
      : Math.max(value, column.label.length * HEADER_CHAR_REM + CELL_REM);
  });
  if (actionCount > 0) widths.push(actionCount * ACTION_REM + CELL_REM - 1);
  const fixed = widths.reduce<number>((sum, width) => sum + (width ?? TEXT_MIN_REM), 0);
  return {
    widths: widths.map((width) => (width === undefined ? undefined : `${width}rem`)),
    minWidth: `${fixed}rem`,
  };
}
