import { ID_FIELD, type ColumnFormat, type List } from '../../core/index.ts';

/**
 * The width (rem) a value of each format needs, written as the cells write it (a date "04/03/26 12:07", a CNPJ
 * with its punctuation); undefined for text of any length, which shares what the others leave.
 */
const FORMAT_REM: Record<ColumnFormat, number | undefined> = {
  text: undefined,
  enum: undefined,
  number: 6,
  km: 7,
  percent: 6,
  brl: 8,
  coordinate: 7,
  datetime: 9,
  datetimeLong: 10,
  cpf: 9,
  cnpj: 10.5,
  plate: 6,
  yesNo: 4.5,
};
/** A record's number (`id`, shown as text). */
const ID_REM = 4;
/** A cell's side padding, around its text. */
const CELL_REM = 2;
/** A sortable header's arrow beside its label. */
const SORT_REM = 1.25;
/** About one character of a header, in rem: room for capitals, so a header as written always fits. */
const HEADER_CHAR_REM = 0.5;
/** One row action's icon button (or the Mais ações button) and the gap after it. */
const ACTION_REM = 2.5;
/** The least a text column gets (or its header's width, if wider) before the table scrolls sideways instead. */
const TEXT_MIN_REM = 6;

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
 * @example listLayout(clients.list.columns, 3).widths // ['4rem', undefined, '10.5rem', '9rem', '4.5rem', '9rem']
 */
export function listLayout(columns: List['columns'], actionSlots: number): ListLayout {
  const header = ({ label, sortable }: List['columns'][number]) =>
    label.length * HEADER_CHAR_REM + CELL_REM + (sortable ? SORT_REM : 0);
  const widths = columns.map((column) => {
    const value = column.cell ? undefined : column.field === ID_FIELD ? ID_REM : FORMAT_REM[column.format];
    return value === undefined ? undefined : Math.max(value, header(column));
  });
  const least = columns.map((column, index) => widths[index] ?? Math.max(TEXT_MIN_REM, header(column)));
  if (actionSlots > 0) {
    widths.push(actionSlots * ACTION_REM - 0.5 + CELL_REM);
    least.push(widths.at(-1)!);
  }
  const fixed = least.reduce((sum, width) => sum + width, 0);
  return {
    widths: widths.map((width) => (width === undefined ? undefined : `${width}rem`)),
    minWidth: `${fixed}rem`,
  };
}
