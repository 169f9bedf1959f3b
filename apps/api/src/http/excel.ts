import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { type CellOptions, type CellValue, DEFAULT_TIME_ZONE, kindRules } from './excel-cells.ts';

export type { ExcelColumnKind } from './excel-cells.ts';

/**
 * One column of a sheet: its pt-BR header, its kind, and how a row gives its value.
 *
 * Kinds and what the cell holds (numbers are always numbers, never text):
 * - `text`: the value as text; `boolean`: 'Sim' / 'Não';
 * - `integer` (#,##0) and `decimal` (#,##0.00, `decimals` places), with an optional `unit` shown after the
 *   number ('km'); the value may be a number or PostgreSQL's numeric string;
 * - `percent`: a value from 0 to 100 (what the product stores, 87.5) written as Excel's own fraction (0.875)
 *   with the format 0.0% (`decimals` places; one by default, as the list's cell), so it shows 87.5% and a
 *   formula reads 0.875;
 * - `money`: reais as a number with the format "R$" #,##0.00;
 * - `date` (dd/mm/yyyy) and `dateTime` (dd/mm/yyyy hh:mm, or `numFmt`): an instant (Date, ISO string, epoch
 *   ms) shown at the sheet's time zone's wall clock, or a calendar day 'YYYY-MM-DD' as it is.
 */
export interface ExcelColumn<Row> extends CellOptions {
  value: (row: Row) => unknown;
  /** Summed in the totals row (integer, decimal and money columns). */
  total?: boolean;
  /** Width in characters; by default measured from the header and the first rows (8 to 60). */
  width?: number;
}

export interface ExcelSheet<Row> {
  /** The sheet's tab; Excel's forbidden characters ([]:*?/\) become '-', and it is cut at 31 characters. */
  sheetName: string;
  columns: ReadonlyArray<ExcelColumn<Row>>;
  /** Read one at a time as the file is written: a database cursor, a generator; never all held here. */
  rows: AsyncIterable<Row> | Iterable<Row>;
  /** A last row with `label` in the first column and the sum of each `total` column (SUBTOTAL, see below). */
  totals?: { label: string };
  /** Where dates are read (default America/Sao_Paulo): Excel has no time zones. */
  timeZone?: string;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows read before the columns' widths are fixed (widths go in the file before the first row). */
const SAMPLE_ROWS = 100;
/** Rows written between two waits for the output to take them (and for the zip to compress them). */
const ROWS_PER_TURN = 500;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Room for the autofilter's arrow beside a header. */
const FILTER_BUTTON = 3;

const sheetTitle = (name: string) => name.replace(/[[\]:*?/\\]/g, '-').slice(0, 31) || 'Planilha';

function rowsIterator<Row>(rows: AsyncIterable<Row> | Iterable<Row>): AsyncIterator<Row> | Iterator<Row> {
  return Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
}

/** Waits while the output holds more than it wants (a slow client): the rows stay in the database meanwhile. */
async function outputReady(output: Writable): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (output.destroyed) throw new OutputClosed();
  if (!output.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
  if (output.destroyed) throw new OutputClosed();
}

/** The output was closed before the sheet was complete (the client went away). */
export class OutputClosed extends Error {
  constructor() {
    super('The Excel output closed before the sheet was complete.');
    this.name = 'OutputClosed';
  }
}

/**
 * Writes one sheet as an .xlsx file into `output`, streaming: rows are read, written and compressed as they
 * come, so memory does not grow with the number of rows. The header row is bold, frozen and carries the
 * autofilter; each column has its kind's number format and a width measured from its header and first
 * rows; with `totals`, a bold last row sums the `total` columns with `SUBTOTAL(109, …)` (the sum of the rows
 * the filter shows; the file also holds the full sum as the formula's value). Resolves once `output` has
 * the whole file; rejects with the first failure of `rows` or of a value (a text where a number belongs).
 *
 * @example
 * await writeExcel(createWriteStream('relatorio-excel.xlsx'), {
 *   sheetName: 'Relatório',
 *   columns: [
 *     { header: 'Motorista', kind: 'text', value: (row: Prize) => row.driverName },
 *     { header: 'Desempenho', kind: 'percent', value: (row) => row.performance }, // 87.5 shows 87.5%
 *     { header: 'Prêmio', kind: 'money', value: (row) => row.prize, total: true },
 *     { header: 'Calculado em', kind: 'dateTime', value: (row) => row.computedAt },
 *   ],
 *   rows: prizesOf(month), // an async generator reading the database in batches
 *   totals: { label: 'Total' },
 * });
 */
export async function writeExcel<Row>(output: Writable, sheet: ExcelSheet<Row>): Promise<{ rows: number }> {
  const { columns } = sheet;
  const zone = sheet.timeZone ?? DEFAULT_TIME_ZONE;
  const rules = columns.map((column) => kindRules(column));
  if (columns.length === 0) throw new Error(`Excel sheet "${sheet.sheetName}" has no columns.`);
  columns.forEach((column, index) => {
    if (!column.total) return;
    if (!rules[index]!.summable || (sheet.totals && index === 0))
      throw new Error(`Excel column "${column.header}" (${column.kind}) cannot be summed in the totals row.`);
  });
  const cellsOf = (row: Row): CellValue[] =>
    columns.map((column, index) => rules[index]!.cell(column.value(row), column, zone));

  const iterator = rowsIterator(sheet.rows);
  const sample: CellValue[][] = [];
  try {
    while (sample.length < SAMPLE_ROWS) {
      const next = await iterator.next();
      if (next.done) break;
      sample.push(cellsOf(next.value));
    }
  } catch (error) {
    await iterator.return?.();
    throw error;
  }

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheetTitle(sheet.sheetName), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  worksheet.columns = columns.map((column, index) => {
    const measured = Math.max(
      column.header.length + FILTER_BUTTON,
      ...sample.map((cells) => rules[index]!.width(cells[index] ?? null, column)),
    );
    const numFmt = column.numFmt ?? rules[index]!.numFmt(column);
    return {
      width: column.width ?? Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, measured + 1)),
      style: numFmt ? { numFmt } : {},
    };
  });
  const header = worksheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  const sums = columns.map(() => 0);
  let count = 0;
  const write = (cells: CellValue[]) => {
    cells.forEach((cell, index) => {
      if (columns[index]!.total && typeof cell === 'number') sums[index]! += cell;
    });
    worksheet.addRow(cells).commit();
    count += 1;
  };
  try {
    sample.forEach(write);
    for (;;) {
      if (count % ROWS_PER_TURN === 0) await outputReady(output);
      const next = await iterator.next();
      if (next.done) break;
      write(cellsOf(next.value));
    }
  } catch (error) {
    await iterator.return?.();
    throw error;
  }

  if (sheet.totals) {
    const totals = worksheet.addRow(
      columns.map((column, index) => {
        if (index === 0) return sheet.totals!.label;
        if (!column.total) return null;
        // Money in exact cents: the sum of 10,000 floats drifts in the last digits.
        const sum = column.kind === 'money' ? Math.round(sums[index]! * 100) / 100 : sums[index]!;
        if (count === 0) return 0;
        const letter = worksheet.getColumn(index + 1).letter;
        return { formula: `SUBTOTAL(109,${letter}2:${letter}${count + 1})`, result: sum };
      }),
    );
    totals.font = { bold: true };
    totals.commit();
  }
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: count + 1, column: columns.length } };
  worksheet.commit();
  await workbook.commit();
  return { rows: count };
}

/** `attachment` with the name as given (RFC 6266's filename*) and an ASCII fallback for older clients. */
export function contentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** An iterator's first row read now (a failing query still answers a JSON error), then the rest as they come. */
async function startedRows<Row>(rows: AsyncIterable<Row> | Iterable<Row>): Promise<AsyncIterable<Row>> {
  const iterator = rowsIterator(rows);
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      try {
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield next.value;
        }
      } finally {
        await iterator.return?.();
      }
    },
  };
}

/**
 * Answers a request with a sheet as an .xlsx download named `filename`, streamed (see writeExcel). The first
 * row is read before the answer starts, so a query that fails at once still answers an ordinary JSON error;
 * a failure after that cuts the download short (the client sees an incomplete transfer) and is logged. Not
 * gzipped: an .xlsx is a zip already (@fastify/compress leaves its content type alone).
 *
 * @example
 * app.get('/v1/rewards/report/excel', async (request, reply) =>
 *   sendExcel(reply, { filename: 'relatorio-excel.xlsx', sheetName: 'Relatório', columns, rows, totals: { label: 'Total' } }),
 * );
 */
export async function sendExcel<Row>(
  reply: FastifyReply,
  { filename, ...sheet }: ExcelSheet<Row> & { filename: string },
): Promise<FastifyReply> {
  const rows = await startedRows(sheet.rows);
  const output = new PassThrough();
  writeExcel(output, { ...sheet, rows }).catch((error: unknown) => {
    if (error instanceof OutputClosed) reply.log.info({ filename }, 'Excel download closed by the client');
    else reply.log.error({ err: error, filename }, 'Excel download failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(filename))
    .header('Cache-Control', 'no-store')
    .send(output);
}
