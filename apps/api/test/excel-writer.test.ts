import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  type ExcelColumn,
  sendExcel,
  writeExcel,
  XLSX_CONTENT_TYPE,
} from '../src/http/excel.ts';

interface Prize {
  driver: string;
  trips: number;
  distance: string;
  performance: number;
  prize: number;
  computedAt: string;
  month: string;
  eligible: boolean | null;
}

const PRIZES: Prize[] = [
  {
    driver: 'Ana Paula Ribeiro',
    trips: 1234,
    distance: '1520.75',
    performance: 87.5,
    prize: 350.1,
    computedAt: '2026-10-01T15:07:00Z',
    month: '2026-10-01',
    eligible: true,
  },
  {
    driver: 'João',
    trips: 2,
    distance: '3.5',
    performance: 62.25,
    prize: 0.2,
    computedAt: '2026-10-02T02:30:00Z',
    month: '2026-10-01',
    eligible: false,
  },
];

const COLUMNS: Array<ExcelColumn<Prize>> = [
  { header: 'Motorista', kind: 'text', value: (row) => row.driver },
  { header: 'Viagens', kind: 'integer', value: (row) => row.trips, total: true },
  {
    header: 'Distância',
    kind: 'decimal',
    decimals: 1,
    unit: 'km',
    value: (row) => row.distance,
    total: true,
  },
  { header: 'Desempenho', kind: 'percent', value: (row) => row.performance },
  { header: 'Prêmio', kind: 'money', value: (row) => row.prize, total: true },
  { header: 'Calculado em', kind: 'dateTime', value: (row) => row.computedAt },
  { header: 'Mês', kind: 'date', value: (row) => row.month },
  { header: 'Elegível', kind: 'boolean', value: (row) => row.eligible },
];

/** Writes a sheet into memory and reads it back with exceljs. */
async function roundTrip<Row>(sheet: Parameters<typeof writeExcel<Row>>[1]) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = await writeExcel(output, sheet);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return { written, worksheet: workbook.worksheets[0]!, bytes: Buffer.concat(chunks).length };
}

async function* slowly<Row>(rows: Row[]) {
  for (const row of rows) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    yield row;
  }
}

describe('writeExcel: a streamed .xlsx sheet', () => {
  it('writes a bold, frozen, filtered header and real numbers, dates and Sim/Não, with a totals row', async () => {
    const { written, worksheet } = await roundTrip({
      sheetName: 'Prêmios: outubro/2026',
      columns: COLUMNS,
      rows: slowly(PRIZES),
      totals: { label: 'Total' },
    });
    expect(written.rows).toBe(2);
    expect(worksheet.name).toBe('Prêmios- outubro-2026');
    expect(worksheet.getRow(1).values).toEqual([
      undefined,
      'Motorista',
      'Viagens',
      'Distância',
      'Desempenho',
      'Prêmio',
      'Calculado em',
      'Mês',
      'Elegível',
    ]);
    expect(worksheet.getCell('A1').font).toMatchObject({ bold: true });
    expect(worksheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(worksheet.autoFilter).toBe('A1:H3');

    const cell = (address: string) => worksheet.getCell(address);
    expect(cell('A2').value).toBe('Ana Paula Ribeiro');
    expect([cell('B2').value, cell('B2').numFmt]).toEqual([1234, '#,##0']);
    expect([cell('C2').value, cell('C2').numFmt]).toEqual([1520.75, '#,##0.0 "km"']);
    // Without `decimals`, a percent shows the list cell's one decimal (FORMAT_DECIMALS.percent).
    expect([cell('D2').value, cell('D2').numFmt]).toEqual([0.875, '0.0%']);
    expect([cell('E2').value, cell('E2').numFmt]).toEqual([350.1, '"R$" #,##0.00']);
    // 15:07 UTC is 12:07 in São Paulo; the cell holds the wall clock.
    expect(cell('F2').value).toEqual(new Date('2026-10-01T12:07:00Z'));
    expect(cell('F2').numFmt).toBe('dd/mm/yyyy hh:mm');
    // 02:30 UTC on the 2nd is still the 1st, 23:30, in São Paulo.
    expect(cell('F3').value).toEqual(new Date('2026-10-01T23:30:00Z'));
    expect([cell('G2').value, cell('G2').numFmt]).toEqual([new Date('2026-10-01T00:00:00Z'), 'dd/mm/yyyy']);
    expect([cell('H2').value, cell('H3').value]).toEqual(['Sim', 'Não']);

    expect(cell('A4').value).toBe('Total');
    expect(cell('A4').font).toMatchObject({ bold: true });
    expect(cell('B4').value).toEqual({ formula: 'SUBTOTAL(109,B2:B3)', result: 1236 });
    expect(cell('C4').value).toEqual({ formula: 'SUBTOTAL(109,C2:C3)', result: 1524.25 });
    expect(cell('E4').value).toEqual({ formula: 'SUBTOTAL(109,E2:E3)', result: 350.3 });
    expect(cell('D4').value).toBeNull();
  });

  it('measures column widths from the header and the first rows, within 8 to 60 characters', async () => {
    const { worksheet } = await roundTrip({
      sheetName: 'Larguras',
      columns: [
        { header: 'Nome', kind: 'text', value: (row: { name: string }) => row.name },
        { header: 'Id', kind: 'integer', value: () => 1 },
        { header: 'Obs', kind: 'text', value: () => 'x'.repeat(200) },
        { header: 'Fixa', kind: 'text', value: () => '', width: 25 },
      ],
      rows: [{ name: 'Transportadora Rodovia Sul' }],
    });
    expect(worksheet.columns.map((column) => column.width)).toEqual([27, 8, 60, 25]);
  });

  it('writes an empty list as its header alone, and a totals row of zeros', async () => {
    const { written, worksheet } = await roundTrip({
      sheetName: 'Vazia',
      columns: COLUMNS,
      rows: [],
      totals: { label: 'Total' },
    });
    expect(written.rows).toBe(0);
    expect(worksheet.rowCount).toBe(2);
    expect(worksheet.getCell('A2').value).toBe('Total');
    expect(worksheet.getCell('E2').value).toBe(0);
  });

  it('writes 10,000 rows, waiting for a slow output instead of holding the file', async () => {
    let received = 0;
    const slowOutput = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        setTimeout(callback, 0);
      },
    });
    const rows = Array.from({ length: 10_000 }, (_, index) => ({ ...PRIZES[0]!, trips: index }));
    const written = await writeExcel(slowOutput, { sheetName: 'Muitas', columns: COLUMNS, rows });
    expect(written.rows).toBe(10_000);
    expect(received).toBeGreaterThan(100_000);
  });

  it('refuses a value of the wrong kind and a total on a column that cannot be summed, by header', async () => {
    await expect(
      roundTrip({
        sheetName: 'Erro',
        columns: [{ header: 'Viagens', kind: 'integer', value: (row: { trips: string }) => row.trips }],
        rows: [{ trips: 'muitas' }],
      }),
    ).rejects.toThrow('Excel column "Viagens" (integer) got "muitas".');
    await expect(
      roundTrip({
        sheetName: 'Erro',
        columns: [
          { header: 'Nome', kind: 'text', value: () => 'a' },
          { header: 'Quando', kind: 'date', value: () => '2026-01-01', total: true },
        ],
        rows: [],
        totals: { label: 'Total' },
      }),
    ).rejects.toThrow('Excel column "Quando" (date) cannot be summed in the totals row.');
  });
});

describe('sendExcel: a download from a Fastify route', () => {
  it('answers the file with its type and name, not gzipped', async () => {
    const app = Fastify();
    await app.register((await import('@fastify/compress')).default, { global: true, threshold: 1 });
    app.get('/relatorio', (_request, reply) =>
      sendExcel(reply, {
        filename: 'relatório-excel.xlsx',
        sheetName: 'Relatório',
        columns: COLUMNS,
        rows: PRIZES,
      }),
    );
    const response = await app.inject({ url: '/relatorio', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="relatorio-excel.xlsx"; filename*=UTF-8''relat%C3%B3rio-excel.xlsx`,
    );
    expect(response.headers['content-encoding']).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getCell('A3').value).toBe('João');
    await app.close();
  });

  it('answers an ordinary error when the rows fail before the first one', async () => {
    const app = Fastify();
    app.get('/falha', (_request, reply) =>
      sendExcel(reply, {
        filename: 'x.xlsx',
        sheetName: 'X',
        columns: COLUMNS,
        // eslint-disable-next-line require-yield
        rows: (async function* () {
          throw new Error('database down');
        })(),
      }),
    );
    const response = await app.inject({ url: '/falha' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/json');
    await app.close();
  });

  it('writes an ASCII fallback name beside the UTF-8 one', () => {
    expect(contentDisposition('unidades-de-negócio "A".xlsx')).toBe(
      `attachment; filename="unidades-de-negocio _A_.xlsx"; filename*=UTF-8''unidades-de-neg%C3%B3cio%20%22A%22.xlsx`,
    );
  });
});
