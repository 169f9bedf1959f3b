import { editedEntity } from '@frota/engine/meta';
import { excelExportCall, type EntityFile } from '@frota/engine';
import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { products, references, vehiclePlates } from '../src/db/generated/entity-tables.ts';
import { ADMIN, body, setupTestApp } from './helpers/test-app.ts';

const fieldOf = (column: NonNullable<NonNullable<EntityFile['list']>['columns']>[number]) =>
  typeof column === 'string' ? column : column.field;

/**
 * programmings.json as a developer would edit it: no Produto column, the driver required. (Dropping a required
 * field also makes its column nullable, a migration `generate` writes: served over the unchanged table here, the
 * test adds one instead.)
 */
const edited = editedEntity('programmings', (file) => {
  file.list!.columns = file.list!.columns!.filter((column) => fieldOf(column) !== 'productName');
  file.forms!.create!.required = [...file.forms!.create!.required!, 'driverId'];
});
const t = setupTestApp({ edited: [edited] });

describe('programmings.json edited alone changes the API', () => {
  it('refuses a programming without a driver once the schema requires one, in the field’s words', async () => {
    const [plate] = await t.db.select().from(vehiclePlates).orderBy(asc(vehiclePlates.id)).limit(1);
    const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
    const refs = await t.db.select({ id: references.id }).from(references).orderBy(asc(references.id));
    const response = await t.call('POST', '/v1/backoffice/programmings/', {
      token: await t.tokenOf(ADMIN),
      body: {
        clientId: plate!.clientId,
        productId: product!.id,
        volume: 12.5,
        originReferenceId: refs[0]!.id,
        destinationReferenceId: refs[1]!.id,
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(body(response).fieldErrors).toEqual({ driverId: 'O campo Motorista é obrigatório.' });
  });

  it('exports the spreadsheet without the column the schema no longer lists', async () => {
    const response = await t.call('GET', excelExportCall(edited)!.path, { token: await t.tokenOf(ADMIN) });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Cliente',
      'Veículo',
      'Volume',
      'Origem',
      'Destino',
      'Retorno',
      'Data prevista',
      'Tipo',
      'Status',
    ]);
  });
});
