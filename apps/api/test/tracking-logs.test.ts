import { describe, expect, it } from 'vitest';
import { trackingLogs } from '../src/db/generated/entity-tables.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const logs = async (query: string, account = ADMIN) =>
  t.call('GET', `/v1/backoffice/logs?${query}`, { token: await t.tokenOf(account) });
const saoPauloDay = (iso: string) =>
  new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

describe('GET /v1/backoffice/logs (tracking logs, read-only)', () => {
  it('orders by SavedAt as the spec spells it, newest first by default', async () => {
    const newest = body(await logs('Page=1&perPage=50')).data.itens.map(
      (item: { savedAt: string }) => item.savedAt,
    );
    expect(newest.length).toBe(50);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(
      body(await logs('Page=1&perPage=50&SortField=SavedAt&SortType=Desc')).data.itens.map(
        (item: { savedAt: string }) => item.savedAt,
      ),
    ).toEqual(newest);
    const oldest = body(await logs('Page=1&perPage=50&SortField=SavedAt&SortType=Asc')).data.itens;
    expect(oldest[0].savedAt < newest.at(-1)).toBe(true);
    // An order the list does not offer, or spelled otherwise, falls back to the default (as for every list).
    for (const query of ['SortField=Placa&SortType=Asc', 'SortField=SavedAt&SortType=asc']) {
      const items = body(await logs(`Page=1&perPage=50&${query}`)).data.itens;
      expect(items.map((item: { savedAt: string }) => item.savedAt)).toEqual(newest);
    }
  });

  it('keeps whole days in São Paulo time, the evening included, and refuses a day that does not exist', async () => {
    // Two readings on 2026-03-10 in São Paulo: at 00:10 and at 23:50 local (03:10 and 02:50 the next day, UTC).
    await t.db.insert(trackingLogs).values([
      { placa: 'TST1A11', motoristaNome: 'Teste Meia Noite', savedAt: new Date('2026-03-10T03:10:00Z') },
      { placa: 'TST1A11', motoristaNome: 'Teste Meia Noite', savedAt: new Date('2026-03-11T02:50:00Z') },
      { placa: 'TST1A11', motoristaNome: 'Teste Meia Noite', savedAt: new Date('2026-03-11T03:10:00Z') },
    ]);
    const day = body(
      await logs('Page=1&Placa=TST1A11&InicioIntervalo=2026-03-10&FimIntervalo=2026-03-10'),
    ).data;
    expect(day.itens.map((item: { savedAt: string }) => saoPauloDay(item.savedAt))).toEqual([
      '2026-03-10',
      '2026-03-10',
    ]);
    expect(body(await logs('Page=1&Placa=TST1A11&InicioIntervalo=2026-03-11')).data.totalItems).toBe(1);
    expect(body(await logs('Page=1&Placa=TST1A11&FimIntervalo=2026-03-09')).data.totalItems).toBe(0);

    const refused = await logs('Page=1&FimIntervalo=2026-02-30');
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      success: false,
      errors: ['Fim: informe uma data válida.'],
      fieldErrors: { FimIntervalo: 'Fim: informe uma data válida.' },
    });
  });

  it('filters by driver name and plate (contains, any case) and by client', async () => {
    const [first] = body(await logs('Page=1')).data.itens;
    const byDriver = body(
      await logs(
        `Page=1&perPage=100&MotoristaNome=${encodeURIComponent(first.motoristaNome.split(' ')[0].toUpperCase())}`,
      ),
    ).data;
    expect(byDriver.totalItems).toBeGreaterThan(0);
    for (const item of byDriver.itens)
      expect(item.motoristaNome.toUpperCase()).toContain(first.motoristaNome.split(' ')[0].toUpperCase());
    const byPlate = body(
      await logs(`Page=1&perPage=100&Placa=${first.placa.slice(0, 4).toLowerCase()}`),
    ).data;
    for (const item of byPlate.itens) expect(item.placa.startsWith(first.placa.slice(0, 4))).toBe(true);
    const byClient = body(await logs(`Page=1&perPage=100&clientId=${first.clientId}`)).data;
    for (const item of byClient.itens) expect(item.clienteNome).toBe(first.clienteNome);
  });

  it('is for Admin only, and has no write calls', async () => {
    expect((await logs('Page=1', MANAGER)).statusCode).toBe(403);
    const token = await t.tokenOf(ADMIN);
    expect((await t.call('POST', '/v1/backoffice/logs', { token, body: {} })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/v1/backoffice/logs/1', { token })).statusCode).toBe(404);
  });
});
