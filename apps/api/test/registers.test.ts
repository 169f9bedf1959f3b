import { describe, expect, it } from 'vitest';
import { ADMIN, body, MANAGER, setupTestApp, clientOf } from './helpers/test-app.ts';

const t = setupTestApp();
const admin = () => t.tokenOf(ADMIN);
const shortList = async (path: string, query = '') =>
  body(await t.call('GET', `${path}${query}`, { token: await admin() })).data as Array<{
    value: number;
    text: string;
  }>;

async function newPlate(plate: string) {
  const [client] = await shortList('/v1/backoffice/clients/all');
  const [type] = await shortList('/v1/backoffice/vehicle-types/short');
  const [fleetType] = await shortList('/v1/backoffice/fleet-types/short');
  return t.call('POST', '/v1/backoffice/vehicle-plates/', {
    token: await admin(),
    body: {
      plate,
      tag: 'FR-TESTE',
      clientId: client!.value,
      typeId: type!.value,
      fleetTypeId: fleetType!.value,
    },
  });
}

describe('vehicle plates', () => {
  it('stores both plate models in one form, whatever the typing, and finds them so', async () => {
    const created = await newPlate(' qrs-1d23 ');
    expect(created.statusCode).toBe(201);
    expect(body(created).data.plate).toBe('QRS1D23');
    const old = await newPlate('qrs-1234');
    expect(body(old).data.plate).toBe('QRS1234');
    const found = await t.call('GET', '/v1/backoffice/vehicle-plates/?Plate=qrs-1d2', {
      token: await admin(),
    });
    expect((body(found).data.itens as Array<{ plate: string }>).map((p) => p.plate)).toEqual(['QRS1D23']);
  });

  it('refuses a duplicate in any typing, under the plate field, and a plate of neither model', async () => {
    await newPlate('TUV2E34');
    const again = await newPlate('tuv-2e34');
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject({
      errors: ['Já existe uma placa com este número.'],
      fieldErrors: { plate: 'Já existe uma placa com este número.' },
    });
    const wrong = await newPlate('AB-12345');
    expect(body(wrong).fieldErrors).toEqual({ plate: 'Informe a placa no formato ABC-1234 ou ABC-1D23.' });
  });

  it("shows a Manager their client's plates and lets only Admin write", async () => {
    const list = await t.call('GET', '/v1/backoffice/vehicle-plates/?perPage=100', {
      token: await t.tokenOf(MANAGER),
    });
    expect(list.statusCode).toBe(200);
    const own = await clientOf(t, MANAGER);
    const plates = body(list).data.itens as Array<{ clientId: number }>;
    expect(plates.length).toBeGreaterThan(0);
    expect(plates.every((plate) => plate.clientId === own)).toBe(true);
    const refused = await t.call('POST', '/v1/backoffice/vehicle-plates/', {
      token: await t.tokenOf(MANAGER),
      body: { plate: 'XYZ1A23' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('business units and operations', () => {
  it('a unit: description optional on create, required on edit', async () => {
    const [client] = await shortList('/v1/backoffice/clients/all');
    const created = await t.call('POST', '/v1/backoffice/business-units/', {
      token: await admin(),
      body: { name: 'Unidade Teste', clientId: client!.value },
    });
    expect(created.statusCode).toBe(201);
    const { id } = body(created).data as { id: number };
    const edit = await t.call('PUT', `/v1/backoffice/business-units/${id}`, {
      token: await admin(),
      body: { name: 'Unidade Teste', clientId: client!.value },
    });
    expect(body(edit).fieldErrors).toEqual({ description: 'O campo Descrição é obrigatório.' });
  });

  it("an operation's business unit must belong to its client (the dependent select's pair)", async () => {
    const clients = await shortList('/v1/backoffice/clients/all');
    const owner = clients.find((c) => c.text === 'Rota Sul Transportes')!;
    const other = clients.find((c) => c.text === 'AgroVale Cargas')!;
    const [unitOfOther] = await shortList('/v1/backoffice/business-units/all', `?clientId=${other.value}`);
    const refused = await t.call('POST', '/v1/backoffice/fleets/', {
      token: await admin(),
      body: { operationName: 'Operação cruzada', clientId: owner.value, businessUnitId: unitOfOther!.value },
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).fieldErrors).toEqual({
      businessUnitId: 'A unidade de negócio não pertence ao cliente escolhido.',
    });
  });
});

describe('app messages', () => {
  it('keeps the due date given as a local date and time, and refuses an incomplete one', async () => {
    const created = await t.call('POST', '/v1/backoffice/app-messages/', {
      token: await admin(),
      body: { subject: 'Aviso', message: 'Texto', dueDate: '2026-12-31T18:30', canMarkAsRead: true },
    });
    expect(created.statusCode).toBe(201);
    expect(Date.parse(body(created).data.dueDate)).not.toBeNaN();
    const incomplete = await t.call('POST', '/v1/backoffice/app-messages/', {
      token: await admin(),
      body: { subject: 'Aviso', message: 'Texto', dueDate: '2026-12-31T18' },
    });
    expect(body(incomplete).fieldErrors).toEqual({ dueDate: 'Informe a data e a hora completas.' });
  });
});

describe('the two short lists of vehicle plates', () => {
  it('answers /all and /all/select with the same active plates', async () => {
    const all = await shortList('/v1/backoffice/vehicle-plates/all');
    expect(all.length).toBeGreaterThan(30);
    expect(await shortList('/v1/backoffice/vehicle-plates/all/select')).toEqual(all);
  });
});
