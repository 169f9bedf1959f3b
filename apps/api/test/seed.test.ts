import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../src/db/generated/entity-tables.ts';
import { users } from '../src/db/identity-tables.ts';
import { DEMO_ACCOUNTS, seedBulkClients, seedDemoData } from '../src/seed/index.ts';
import { hasValidCheckDigits } from '@frota/engine';
import { cpfFrom } from '../src/seed/documents.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp({ seed: false });
const clientCount = async () => Number((await t.db.select({ value: count() }).from(clients))[0]?.value);

describe('seedDemoData', () => {
  it('creates the two demo accounts and realistic clients with valid CNPJs, once', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    const accounts = await t.db.select().from(users).orderBy(users.id);
    expect(
      accounts
        .slice(0, 2)
        .map(({ email, profile, firstName, lastName }) => ({ email, profile, firstName, lastName })),
    ).toEqual([
      { email: 'admin@demo.com.br', profile: 'Admin', firstName: 'Ana Paula', lastName: 'Ribeiro' },
      { email: 'gestor@demo.com.br', profile: 'Manager', firstName: 'Carlos Eduardo', lastName: 'Lima' },
    ]);
    expect(accounts.every((account) => account.passwordHash.startsWith('scrypt$'))).toBe(true);
    // More staff: administrators and managers of several clients, some deactivated, all e-mails lower-case.
    const admins = accounts.filter((account) => account.profile === 'Admin');
    const managers = accounts.filter((account) => account.profile === 'Manager');
    expect(admins.length).toBeGreaterThanOrEqual(4);
    expect(managers.length).toBeGreaterThanOrEqual(5);
    expect(new Set(managers.map((manager) => manager.clientId)).size).toBeGreaterThanOrEqual(4);
    expect(
      managers.every((manager) => manager.clientId !== null && /^[0-9]{11}$/.test(manager.cpf ?? '')),
    ).toBe(true);
    expect(accounts.some((account) => !account.isActive)).toBe(true);
    expect(accounts.every((account) => account.email === account.email.toLowerCase())).toBe(true);

    const rows = await t.db.select().from(clients);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.every((row) => hasValidCheckDigits('cnpj', row.cnpj))).toBe(true);
    expect(new Set(rows.map((row) => row.cnpj)).size).toBe(rows.length);
    expect(rows.every((row) => /( LTDA| S\.A\.)$/.test(row.razaoSocial))).toBe(true);
    const inactive = rows.filter((row) => !row.isActive).length / rows.length;
    expect(inactive).toBeGreaterThan(0.05);
    expect(inactive).toBeLessThan(0.2);
    const months = new Set(rows.map((row) => row.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);

    expect(await seedDemoData(t.db)).toBe(false);
    expect(await t.db.select().from(users)).toHaveLength(accounts.length);
    expect(await clientCount()).toBe(rows.length);
  });

  it('gives accounts that log in with demo1234, the manager tied to a client', async () => {
    for (const account of [ADMIN, MANAGER]) {
      expect((await t.call('POST', '/v1/identity/connect/token', { body: account })).statusCode).toBe(200);
    }
    const [manager] = await t.db.select().from(users).where(eq(users.email, MANAGER.email));
    expect(manager?.clientId).not.toBeNull();
    expect(DEMO_ACCOUNTS.map((account) => account.cpf)).toEqual([cpfFrom(529982247), cpfFrom(168995350)]);
    const token = body(await t.call('POST', '/v1/identity/connect/token', { body: ADMIN })).data.accessToken;
    expect(body(await t.call('GET', '/v1/backoffice/clients/', { token })).data.itens).toHaveLength(20);
  });
});

describe('seedBulkClients', () => {
  it('inserts in batches with valid CNPJs that never collide, also across calls', async () => {
    const before = await clientCount();
    expect(await seedBulkClients(t.db, 2_500, 1_000)).toBe(2_500);
    expect(await seedBulkClients(t.db, 700)).toBe(700);
    const rows = await t.db.select({ cnpj: clients.cnpj }).from(clients);
    expect(rows).toHaveLength(before + 3_200);
    expect(new Set(rows.map((row) => row.cnpj)).size).toBe(rows.length);
    expect(rows.every((row) => hasValidCheckDigits('cnpj', row.cnpj))).toBe(true);
  });
});
