import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  clientDrivers,
  drivers,
  fleetDrivers,
  trackingLogs,
  vehiclePlates,
} from '../src/db/generated/entity-tables.ts';
import { verifyPassword } from '../src/modules/identity/passwords.ts';
import { cpfFrom } from '../src/seed/documents.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const call = async (method: string, path: string, payload?: unknown, account = ADMIN) =>
  t.call(method, path, { token: await t.tokenOf(account), body: payload });
const data = async (method: string, path: string, payload?: unknown, account = ADMIN) =>
  body(await call(method, path, payload, account)).data;

/** A driver the trackers of `clientId` reported, with a CPF no driver has yet. */
async function reportedDriver(clientId: number, name: string, n: number): Promise<string> {
  const cpf = cpfFrom(810_000_000 + n);
  await t.db
    .insert(trackingLogs)
    // n seconds ago: one plate cannot report twice at the same instant.
    .values({
      placa: 'TST1A11',
      motoristaNome: name,
      motoristaCpf: cpf,
      clientId,
      savedAt: new Date(Date.now() - n * 1000),
    });
  return cpf;
}

async function plateOf(clientId: number): Promise<number> {
  const [plate] = await t.db
    .select()
    .from(vehiclePlates)
    .where(eq(vehiclePlates.clientId, clientId))
    .limit(1);
  return plate!.id;
}

describe('GET /v1/backoffice/logs/all (driver names the trackers reported)', () => {
  it("lists each name of the client's readings once, in pt-BR order, for Admin and Manager", async () => {
    await reportedDriver(1, 'Álvaro Teste Único', 1);
    await reportedDriver(1, 'Álvaro Teste Único', 2);
    await reportedDriver(2, 'Outro Cliente Nome', 3);
    for (const account of [ADMIN, MANAGER]) {
      const names = (await data('GET', '/v1/backoffice/logs/all?clientId=1', undefined, account)) as Array<{
        key: string;
        text: string;
      }>;
      const texts = names.map((item) => item.text);
      expect(texts.filter((text) => text === 'Álvaro Teste Único')).toHaveLength(1);
      expect(texts).not.toContain('Outro Cliente Nome');
      expect(texts).toEqual([...texts].sort(new Intl.Collator('pt-BR').compare));
      expect(names[0]?.key).toBe(names[0]?.text);
    }
  });

  it('stops offering a name once its readings are gone', async () => {
    const texts = async () =>
      ((await data('GET', '/v1/backoffice/logs/all?clientId=1')) as Array<{ text: string }>).map(
        (item) => item.text,
      );
    await reportedDriver(1, 'Nome Só Por Um Tempo', 20);
    expect(await texts()).toContain('Nome Só Por Um Tempo');
    await t.db.delete(trackingLogs).where(eq(trackingLogs.motoristaNome, 'Nome Só Por Um Tempo'));
    expect(await texts()).not.toContain('Nome Só Por Um Tempo');
  });
});

describe('POST /v1/backoffice/motoristas/ (driver-create: one result per name)', () => {
  it('creates each reported driver with the CPF of the readings and a generated password kept only as a hash', async () => {
    const cpf = await reportedDriver(1, 'Maria Aparecida Teste', 10);
    const results = await data('POST', '/v1/backoffice/motoristas/', {
      clienteId: 1,
      driversNames: ['Maria Aparecida Teste', 'Nome Que Nenhum Rastreador Viu'],
      vehiclePlateId: await plateOf(1),
      fleetId: 1,
    });
    expect(results).toHaveLength(2);
    const [created, unknown] = results as Array<{ success: boolean; message: string; password?: string }>;
    expect(created).toMatchObject({
      success: true,
      message: 'Motorista Maria Aparecida Teste criado com sucesso.',
    });
    expect(created!.password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(unknown).toMatchObject({ success: false });
    expect(unknown).not.toHaveProperty('password');
    const [row] = await t.db.select().from(drivers).where(eq(drivers.cpf, cpf));
    expect(row).toMatchObject({ firstName: 'Maria', lastName: 'Aparecida Teste', clienteId: 1 });
    expect(row!.passwordHash).not.toContain(created!.password!);
    expect(await verifyPassword(created!.password!, row!.passwordHash!)).toBe(true);
    // Never returned: the list and the record carry no password or hash.
    const listed = JSON.stringify(await data('GET', `/v1/backoffice/motoristas/${row!.id}`));
    expect(listed).not.toContain('password');
    // Linked to the client and the operation: "Operação At." follows the link.
    expect(await data('GET', `/v1/backoffice/motoristas/${row!.id}`)).toMatchObject({
      activeFleetName: 'Distribuição Grande São Paulo',
      clienteNome: expect.any(String),
    });
  });

  it('links a driver another client created, without a new password, and refuses one the client has', async () => {
    await reportedDriver(2, 'Jonas Dois Clientes', 20);
    await t.db.insert(trackingLogs).values({
      placa: 'TST1A11',
      motoristaNome: 'Jonas Dois Clientes',
      motoristaCpf: cpfFrom(810_000_020),
      clientId: 1,
      savedAt: new Date(Date.now() - 60_000),
    });
    const first = await data('POST', '/v1/backoffice/motoristas/', {
      clienteId: 2,
      driversNames: ['Jonas Dois Clientes'],
      vehiclePlateId: await plateOf(2),
    });
    expect(first[0]).toMatchObject({ success: true, password: expect.any(String) });
    const again = await data(
      'POST',
      '/v1/backoffice/motoristas/',
      { clienteId: 1, driversNames: ['Jonas Dois Clientes'], vehiclePlateId: await plateOf(1) },
      MANAGER,
    );
    expect(again[0]).toMatchObject({
      success: true,
      message: 'Motorista Jonas Dois Clientes vinculado ao cliente.',
    });
    expect(again[0]).not.toHaveProperty('password');
    const links = await data('GET', '/v1/backoffice/clients/drivers?clientId=1&driverName=Jonas');
    expect(links.itens.map((item: { driverName: string }) => item.driverName)).toEqual([
      'Jonas Dois Clientes',
    ]);
    const twice = await data('POST', '/v1/backoffice/motoristas/', {
      clienteId: 1,
      driversNames: ['Jonas Dois Clientes'],
      vehiclePlateId: await plateOf(1),
    });
    expect(twice[0]).toMatchObject({
      success: false,
      message: 'Jonas Dois Clientes: motorista já cadastrado para este cliente.',
    });
  });

  it("refuses a plate of another client with the plate's field message, creating nothing", async () => {
    await reportedDriver(1, 'Placa Errada Teste', 30);
    const response = await call('POST', '/v1/backoffice/motoristas/', {
      clienteId: 1,
      driversNames: ['Placa Errada Teste'],
      vehiclePlateId: await plateOf(2),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).fieldErrors).toHaveProperty('vehiclePlateId');
    expect(
      await t.db
        .select()
        .from(drivers)
        .where(eq(drivers.cpf, cpfFrom(810_000_030))),
    ).toEqual([]);
  });

  it('keeps the operation Admin-only: a Manager cannot send fleetId', async () => {
    await reportedDriver(1, 'Gestor Sem Operacao', 40);
    await data(
      'POST',
      '/v1/backoffice/motoristas/',
      { clienteId: 1, driversNames: ['Gestor Sem Operacao'], vehiclePlateId: await plateOf(1), fleetId: 1 },
      MANAGER,
    );
    const [row] = await t.db
      .select()
      .from(drivers)
      .where(eq(drivers.cpf, cpfFrom(810_000_040)));
    expect(row).toBeDefined();
    expect((await data('GET', `/v1/backoffice/motoristas/${row!.id}`)).activeFleetName).toBeNull();
  });
});

describe('DELETE /v1/backoffice/motoristas/{id} (the links the creation made go with the driver)', () => {
  it('deletes a new driver with its client and operation links, for Admin and Manager', async () => {
    const deleted = async (name: string, n: number, account: typeof ADMIN) => {
      const cpf = await reportedDriver(1, name, n);
      const payload = { clienteId: 1, driversNames: [name], vehiclePlateId: await plateOf(1) };
      const [result] = await data('POST', '/v1/backoffice/motoristas/', {
        ...payload,
        ...(account === ADMIN ? { fleetId: 1 } : {}),
      });
      expect(result).toMatchObject({ success: true });
      const [row] = await t.db.select().from(drivers).where(eq(drivers.cpf, cpf));
      const linksOf = async () => [
        ...(await t.db.select().from(clientDrivers).where(eq(clientDrivers.driverId, row!.id))),
        ...(await t.db.select().from(fleetDrivers).where(eq(fleetDrivers.driverId, row!.id))),
      ];
      expect(await linksOf()).toHaveLength(account === ADMIN ? 2 : 1);
      const response = await call('DELETE', `/v1/backoffice/motoristas/${row!.id}`, undefined, account);
      expect(response.statusCode, response.body).toBe(200);
      expect(await t.db.select().from(drivers).where(eq(drivers.id, row!.id))).toEqual([]);
      expect(await linksOf()).toEqual([]);
    };
    await deleted('Apagado Pelo Admin', 50, ADMIN);
    await deleted('Apagado Pelo Gestor', 51, MANAGER);
  });
});

describe('associations: client drivers and operation drivers', () => {
  it('links, lists under the parent, offers only unlinked candidates, and unlinks', async () => {
    await reportedDriver(1, 'Vínculo Teste Um', 50);
    await data('POST', '/v1/backoffice/motoristas/', {
      clienteId: 1,
      driversNames: ['Vínculo Teste Um'],
      vehiclePlateId: await plateOf(1),
    });
    const [row] = await t.db
      .select()
      .from(drivers)
      .where(eq(drivers.cpf, cpfFrom(810_000_050)));
    const driverId = row!.id;
    const candidates = async () =>
      (
        (await data('GET', '/v1/backoffice/motoristas/all?OnlyUnliked=true&fleetId=1')) as Array<{
          key: number;
        }>
      ).map((item) => item.key);
    expect(await candidates()).toContain(driverId);
    expect(
      await data('POST', '/v1/backoffice/fleets/drivers', { fleetId: 1, driversIds: [driverId] }),
    ).toEqual({
      linked: 1,
    });
    // Linking again changes nothing and still succeeds.
    expect(
      await data('POST', '/v1/backoffice/fleets/drivers', { fleetId: 1, driversIds: [driverId] }),
    ).toEqual({
      linked: 0,
    });
    expect(await candidates()).not.toContain(driverId);
    const listed = await data(
      'GET',
      `/v1/backoffice/fleets/drivers?fleetId=1&driverCpf=${cpfFrom(810_000_050)}`,
    );
    expect(listed.itens).toEqual([
      expect.objectContaining({ driverId, driverName: 'Vínculo Teste Um', driverCpf: cpfFrom(810_000_050) }),
    ]);
    expect((await data('GET', `/v1/backoffice/motoristas/${driverId}`)).activeFleetName).toBe(
      'Distribuição Grande São Paulo',
    );
    // The client drivers page shows the driver's operation too.
    const clientLinks = await data(
      'GET',
      `/v1/backoffice/clients/drivers?clientId=1&driverCpf=${cpfFrom(810_000_050)}`,
    );
    expect(clientLinks.itens[0]).toMatchObject({ fleetName: 'Distribuição Grande São Paulo' });
    expect((await call('DELETE', `/v1/backoffice/fleets/1/driver/${driverId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/v1/backoffice/fleets/1/driver/${driverId}`)).statusCode).toBe(404);
    expect((await data('GET', `/v1/backoffice/motoristas/${driverId}`)).activeFleetName).toBeNull();
    expect(await candidates()).toContain(driverId);
  });

  it('refuses ids that name no record, with field messages, and a Manager', async () => {
    const missing = await call('POST', '/v1/backoffice/clients/drivers', {
      clientId: 1,
      driversIds: [999_999],
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).fieldErrors).toEqual({ driversIds: 'Motorista não encontrado.' });
    const empty = await call('POST', '/v1/backoffice/clients/drivers', { clientId: 1, driversIds: [] });
    expect(body(empty).fieldErrors).toEqual({ driversIds: 'Selecione ao menos um motorista.' });
    const manager = await call(
      'POST',
      '/v1/backoffice/clients/drivers',
      { clientId: 1, driversIds: [1] },
      MANAGER,
    );
    expect(manager.statusCode).toBe(403);
    const badParent = await call('GET', '/v1/backoffice/clients/drivers?clientId=abc');
    expect(badParent.statusCode).toBe(400);
  });
});
