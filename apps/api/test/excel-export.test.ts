import { FORMAT_DECIMALS, formatCnpj, formatCpf, formatPercent, formatPlate } from '@frota/domain/format';
import { entityStore } from '../src/crud/entity-store.ts';
import { listInBatches } from '../src/crud/list-batches.ts';
import { createRepository } from '../src/crud/repository.ts';
import { XLSX_CONTENT_TYPE } from '../src/http/excel.ts';
import { entityById } from '@frota/engine/entities';
import { type EntityRecord, type EntitySchema, excelExportCall, type ListSort } from '@frota/engine';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { body, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const [bonusConfigs, businessUnits, trackingLogs, clients] = [
  'bonus-configs',
  'business-units',
  'tracking-logs',
  'clients',
].map(entityById) as [EntitySchema, EntitySchema, EntitySchema, EntitySchema];

const listPath = (entity: EntitySchema) => `${entity.api.basePath}${entity.api.actions.list!.path}`;
const excelPath = (entity: EntitySchema) => excelExportCall(entity)!.path;

/** What Excel shows for a percent cell: the fraction times 100 with its format's decimals, in pt-BR. */
function shownPercent(cell: ExcelJS.Cell): string {
  const decimals = /\.(0+)%$/.exec(cell.numFmt)?.[1]?.length ?? 0;
  return `${((cell.value as number) * 100).toLocaleString('pt-BR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })}%`;
}

/** Downloads an export as Admin and reads its sheet back. */
async function download(path: string, profile: 'Admin' | 'Manager' = 'Admin') {
  const response = await t.call('GET', path, { token: await t.tokenOfProfile(profile) });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { response, sheet, header: rows[0], rows: rows.slice(1) };
}

/** Every record of a list query, page after page, as the portal would see them. */
async function listAll(path: string, query: string): Promise<EntityRecord[]> {
  const token = await t.tokenOfProfile('Admin');
  const records: EntityRecord[] = [];
  for (let page = 1; ; page += 1) {
    const response = await t.call('GET', `${path}?${query}&Page=${page}&perPage=100`, { token });
    const data = body(response).data;
    records.push(...data.itens);
    if (page >= data.totalPages) return records;
  }
}

/** Stores one tracking reading of a valid CPF under a plate no seeded reading has, and returns the plate. */
async function trackingLog(values: { engineLoad: number; posicaoAcelerador: number; placa?: string }) {
  const client = body(
    await t.call('GET', '/v1/backoffice/clients/all', { token: await t.tokenOfProfile('Admin') }),
  ).data[0].key;
  const placa = values.placa ?? 'QXZ7E40';
  await createRepository(t.db, entityStore(trackingLogs)).create({
    placa,
    motoristaNome: 'Ana Souza',
    motoristaCpf: '52998224725',
    clientId: client,
    odometro: 12345,
    savedAt: new Date('2030-01-01T12:00:00.000Z'),
    engineLoad: values.engineLoad,
    posicaoAcelerador: values.posicaoAcelerador,
  });
  return placa;
}

describe('GET <list path>/excel: a list as an .xlsx', () => {
  it("writes the list's columns, labels and formats, with every row in the list's order", async () => {
    const { response, sheet, header, rows } = await download('/v1/backoffice/business-units/excel');
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain('filename="unidades-de-negocio.xlsx"');
    expect(sheet.name).toBe('Unidades de negócio');
    expect(header).toEqual(['#', 'Nome', 'Descrição', 'Cliente', 'Criado em', 'Ativo']);
    const listed = await listAll('/v1/backoffice/business-units/', '');
    expect(listed.length).toBeGreaterThan(3);
    expect(rows.map((row) => row[0])).toEqual(listed.map((record) => record.id));
    const first = listed[0]!;
    const [id, name, , clientName, createdAt, active] = rows[0]!;
    expect(typeof id).toBe('number');
    expect([name, clientName, active]).toEqual([
      first['name'],
      first['clientName'],
      first['isActive'] ? 'Sim' : 'Não',
    ]);
    // Created at, as a real date at São Paulo's wall clock (UTC-3), shown as on the screen.
    const instant = new Date(String(first['createdAt'])).getTime();
    expect((createdAt as Date).getTime()).toBe(instant - 3 * 3_600_000);
    expect(sheet.getCell('E2').numFmt).toBe('dd/mm/yy hh:mm');
    expect(sheet.getCell('A2').numFmt).toBe('0');
  });

  it("applies the list's filters and chosen order, without paging", async () => {
    const every = await listAll('/v1/backoffice/business-units/', '');
    // A word of one unit's name that some other units' names lack.
    const word = String(every[0]!['name']).split(' ')[0]!;
    const query = `Name=${encodeURIComponent(word)}&sort=name&order=desc`;
    const listed = await listAll('/v1/backoffice/business-units/', query);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(every.length);
    const { rows } = await download(`/v1/backoffice/business-units/excel?${query}&Page=2&perPage=1`);
    expect(rows.map((row) => row[1])).toEqual(listed.map((record) => record['name']));
    const none = await download('/v1/backoffice/business-units/excel?Name=nenhuma-unidade-assim');
    expect(none.rows).toEqual([]);
  });

  it("writes a variant's own columns: percentages as fractions, prizes in reais", async () => {
    const { response, sheet, header, rows } = await download(
      '/v1/backoffice/bonus-configs/excel?type=Inertia',
    );
    expect(response.headers['content-disposition']).toContain('faixas-de-premiacao-inercia.xlsx');
    const inertia = bonusConfigs.variants!.items.find((item) => item.key === 'inertia')!;
    expect(header).toEqual(inertia.columns.map((column) => column.label));
    const listed = await listAll('/v1/backoffice/bonus-configs/', 'type=Inertia');
    expect(rows.length).toBe(listed.length);
    const percent = inertia.columns.findIndex((column) => column.format === 'percent');
    const money = inertia.columns.findIndex((column) => column.format === 'brl');
    const field = (index: number) => inertia.columns[index]!.field;
    expect(rows[0]![percent]).toBeCloseTo(Number(listed[0]![field(percent)]) / 100, 10);
    expect(rows[0]![money]).toBe(Number(listed[0]![field(money)]));
    const letter = (index: number) => String.fromCharCode(65 + index);
    expect(sheet.getCell(`${letter(percent)}2`).numFmt).toBe('0.00%');
    expect(sheet.getCell(`${letter(money)}2`).numFmt).toBe('"R$" #,##0.00');
  });

  it("writes a percent without `decimals` with the list cell's one decimal (the resolver's, FORMAT_DECIMALS)", async () => {
    const columns = trackingLogs.list.columns;
    const percents = columns.flatMap((column, index) => (column.format === 'percent' ? [index] : []));
    expect(percents.map((index) => trackingLogs.fields[columns[index]!.field]?.decimals)).toEqual([
      undefined,
      undefined,
    ]);
    expect(percents.map((index) => columns[index]!.decimals)).toEqual([
      FORMAT_DECIMALS.percent,
      FORMAT_DECIMALS.percent,
    ]);
    const plate = await trackingLog({ engineLoad: 87.46, posicaoAcelerador: 33.333 });
    const { sheet, rows } = await download(`${excelPath(trackingLogs)}?Placa=${plate}`);
    expect(rows).toHaveLength(1);
    const letter = (index: number) => String.fromCharCode(65 + index);
    const [engineLoad, pedal] = percents.map((index) => sheet.getCell(`${letter(index)}2`));
    expect([engineLoad!.numFmt, pedal!.numFmt]).toEqual(['0.0%', '0.0%']);
    // The list's percent cell is formatPercent(value, column.decimals) (engine's cells.test.tsx).
    const cellText = (value: number, index: number) => formatPercent(value, columns[index]!.decimals);
    expect([shownPercent(engineLoad!), shownPercent(pedal!)]).toEqual([
      cellText(87.46, percents[0]!),
      cellText(33.333, percents[1]!),
    ]);
    expect(cellText(87.46, percents[0]!)).toBe('87,5%');
  });

  it("writes plates, CPFs and CNPJs as the format module's texts, as the list shows them", async () => {
    const plate = await trackingLog({ engineLoad: 50, posicaoAcelerador: 10, placa: 'QXZ7E41' });
    const { header, rows } = await download(`${excelPath(trackingLogs)}?Placa=${plate}`);
    const [listed] = await listAll(listPath(trackingLogs), `Placa=${plate}`);
    const at = (label: string) => header!.indexOf(label);
    expect([rows[0]![at('Placa')], rows[0]![at('CPF')]]).toEqual([
      formatPlate(String(listed!['placa'])),
      formatCpf(String(listed!['motoristaCpf'])),
    ]);
    expect(rows[0]![at('Placa')]).toBe('QXZ-7E41');
    expect(rows[0]![at('CPF')]).toBe('529.982.247-25');

    const clientRows = await download(excelPath(clients));
    const listedClients = await listAll(listPath(clients), '');
    const cnpj = clientRows.header!.indexOf('CNPJ');
    expect(clientRows.rows.map((row) => row[cnpj])).toEqual(
      listedClients.map((client) => formatCnpj(String(client['cnpj']))),
    );
  });

  it("refuses a filter the list refuses, in the list's words", async () => {
    const response = await t.call('GET', '/v1/backoffice/logs/excel?InicioIntervalo=2026-02-31', {
      token: await t.tokenOfProfile('Admin'),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).success).toBe(false);
  });

  it('is documented in the OpenAPI document, beside the list', async () => {
    const document = body(await t.call('GET', '/docs/json'));
    const operation = document.paths['/v1/backoffice/business-units/excel'].get;
    expect(operation.operationId).toBe('business-units_excel');
    expect(operation.tags).toEqual(['Unidades de negócio']);
    expect(Object.keys(operation.responses['200'].content)).toEqual([XLSX_CONTENT_TYPE]);
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toContain('Name');
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).not.toContain('Page');
  });
});

describe('listInBatches: a list read by keyset, batch after batch', () => {
  it('reads every row once, in the list order, across ties and empty values, in both directions', async () => {
    const store = entityStore(businessUnits);
    const repository = createRepository(t.db, store);
    const client = body(
      await t.call('GET', '/v1/backoffice/clients/all', { token: await t.tokenOfProfile('Admin') }),
    ).data[0].key;
    // Ties on the sort key and rows without one, so the key and the id both decide where a batch resumes.
    for (let index = 0; index < 7; index += 1)
      await repository.create({ name: `Lote ${index % 2}`, clientId: client, description: null });
    const all = async (sort: ListSort) => {
      const pages: EntityRecord[] = [];
      for (let page = 1; ; page += 1) {
        const found = await repository.list(page, 100, [], sort);
        pages.push(...found.itens);
        if (page >= found.totalPages) return pages.map((record) => record.id);
      }
    };
    for (const sort of [
      { field: 'name', direction: 'asc' },
      { field: 'name', direction: 'desc' },
      { field: 'description', direction: 'asc' },
      { field: 'description', direction: 'desc' },
      { field: 'createdAt', direction: 'desc' },
      { field: 'clientName', direction: 'asc' },
      { field: 'id', direction: 'desc' },
    ] satisfies ListSort[]) {
      const read: number[] = [];
      for await (const record of listInBatches(t.db, store, [], sort, 3)) read.push(record.id);
      expect(read, `${sort.field} ${sort.direction}`).toEqual(await all(sort));
    }
  });

  it('keeps the timestamps of tracking readings exact across batches (microseconds)', async () => {
    const store = entityStore(trackingLogs);
    const read: number[] = [];
    for await (const record of listInBatches(t.db, store, [], undefined, 5)) {
      read.push(record.id);
      if (read.length >= 40) break;
    }
    expect(new Set(read).size).toBe(read.length);
  });
});
