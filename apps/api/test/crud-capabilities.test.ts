import { type EntityFile, resolveEntity } from '@frota/engine';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { clients } from '../src/db/generated/entity-tables.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

// A small pair of fixture entities, served beside the schemas: units of a client, and operations whose unit
// depends on their client, with a note only Admins see and write.
const permissions = {
  list: ['Admin', 'Manager'],
  create: ['Admin', 'Manager'],
  edit: ['Admin', 'Manager'],
  delete: ['Admin'],
} satisfies EntityFile['permissions'];

const units = resolveEntity({
  $schema: './entity.schema.json',
  id: 'fixture-units',
  label: { singular: 'Unidade de negócio', plural: 'Unidades de negócio', gender: 'f' },
  displayField: 'name',
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    name: { type: 'string', title: 'Nome', minLength: 1, maxLength: 100 },
    clientId: { type: 'integer', title: 'Cliente', relation: { entity: 'clients', nameField: 'clientName' } },
    clientName: { type: 'string', title: 'Cliente', readOnly: true },
    isActive: { type: 'boolean', title: 'Ativo', readOnly: true },
  },
  forms: { create: { fields: ['name', 'clientId'], required: ['name', 'clientId'] } },
  permissions,
  api: { basePath: '/v1/fixture/units', shortList: '/all' },
  routes: { base: '/fixture/units/' },
});

const operations = resolveEntity({
  $schema: './entity.schema.json',
  id: 'fixture-operations',
  label: { singular: 'Operação', plural: 'Operações', gender: 'f' },
  displayField: 'name',
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    name: { type: 'string', title: 'Nome', minLength: 1, maxLength: 100 },
    clientId: { type: 'integer', title: 'Cliente', relation: { entity: 'clients' } },
    unitId: {
      type: 'integer',
      title: 'Unidade de negócio',
      relation: { entity: 'fixture-units', dependsOn: 'clientId' },
    },
    note: { type: 'string', title: 'Observação', minLength: 1, maxLength: 100 },
  },
  forms: {
    create: {
      fields: ['name', 'clientId', 'unitId', 'note'],
      required: ['name', 'clientId', 'unitId', 'note'],
      fieldProfiles: { clientId: ['Admin'], note: ['Admin'] },
    },
    edit: {},
  },
  permissions,
  api: { basePath: '/v1/fixture/operations' },
  routes: { base: '/fixture/operations/' },
});

const unitsTable = pgTable('fixture_units', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
  isActive: boolean('is_active').notNull().default(true),
});
const operationsTable = pgTable('fixture_operations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  clientId: integer('client_id').references(() => clients.id),
  unitId: integer('unit_id').references(() => unitsTable.id),
  note: varchar('note', { length: 100 }),
});

const t = setupTestApp({
  fixtures: {
    entities: [units, operations],
    tables: { 'fixture-units': unitsTable, 'fixture-operations': operationsTable },
  },
  prepare: async (db) => {
    await db.execute(sql`CREATE TABLE fixture_units (id serial PRIMARY KEY, name varchar(100) NOT NULL,
      client_id integer NOT NULL REFERENCES clients(id), is_active boolean NOT NULL DEFAULT true)`);
    await db.execute(sql`CREATE TABLE fixture_operations (id serial PRIMARY KEY, name varchar(100) NOT NULL,
      client_id integer REFERENCES clients(id), unit_id integer REFERENCES fixture_units(id),
      note varchar(100))`);
    // Units 1 and 2 of client 1, unit 3 of client 2.
    await db.execute(
      sql`INSERT INTO fixture_units (name, client_id) VALUES ('Sul', 1), ('Norte', 1), ('Oeste', 2)`,
    );
  },
});
const OPERATIONS = '/v1/fixture/operations';

describe('dependent relations (dependsOn) on the server', () => {
  it("accepts a unit of the chosen client and refuses another client's unit under the unit field", async () => {
    const token = await t.tokenOf(ADMIN);
    const ok = await t.call('POST', OPERATIONS, {
      token,
      body: { name: 'Colheita', clientId: 1, unitId: 2, note: 'Safra' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const refused = await t.call('POST', OPERATIONS, {
      token,
      body: { name: 'Colheita', clientId: 1, unitId: 3, note: 'Safra' },
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toEqual({
      success: false,
      errors: ['A unidade de negócio não pertence ao cliente escolhido.'],
      fieldErrors: { unitId: 'A unidade de negócio não pertence ao cliente escolhido.' },
    });
    const edit = await t.call('PUT', `${OPERATIONS}/${body(ok).data.id}`, {
      token,
      body: { name: 'Colheita', clientId: 2, unitId: 2, note: 'Safra' },
    });
    expect(body(edit).fieldErrors).toEqual({
      unitId: 'A unidade de negócio não pertence ao cliente escolhido.',
    });
    const missing = await t.call('POST', OPERATIONS, {
      token,
      body: { name: 'Colheita', clientId: 1, unitId: 999, note: 'Safra' },
    });
    expect(body(missing).fieldErrors).toEqual({ unitId: 'O campo Unidade de negócio é inválido.' });
  });

  it("checks a Manager's unit against the stored client the Manager may not change", async () => {
    const admin = await t.tokenOf(ADMIN);
    const created = body(
      await t.call('POST', OPERATIONS, {
        token: admin,
        body: { name: 'Frete', clientId: 1, unitId: 1, note: 'x' },
      }),
    ).data;
    const manager = await t.tokenOf(MANAGER);
    const foreign = await t.call('PUT', `${OPERATIONS}/${created.id}`, {
      token: manager,
      body: { name: 'Frete', unitId: 3 },
    });
    expect(body(foreign).fieldErrors).toEqual({
      unitId: 'A unidade de negócio não pertence ao cliente escolhido.',
    });
    const own = await t.call('PUT', `${OPERATIONS}/${created.id}`, {
      token: manager,
      body: { name: 'Frete sul', unitId: 2, clientId: 2, note: 'ignorada' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(body(own).data).toMatchObject({ name: 'Frete sul', clientId: 1, unitId: 2, note: 'x' });
  });
});

describe('fields limited to a profile (fieldProfiles)', () => {
  it('are neither accepted from nor required of the other profiles', async () => {
    const manager = await t.tokenOf(MANAGER);
    const created = await t.call('POST', OPERATIONS, {
      token: manager,
      body: { name: 'Entrega', unitId: 1, clientId: 2, note: 'não gravada' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(body(created).data).toMatchObject({ name: 'Entrega', unitId: 1, clientId: null, note: null });
    const admin = await t.tokenOf(ADMIN);
    const incomplete = await t.call('POST', OPERATIONS, {
      token: admin,
      body: { name: 'Entrega', unitId: 1 },
    });
    expect(body(incomplete).fieldErrors).toEqual({
      clientId: 'O campo Cliente é obrigatório.',
      note: 'O campo Observação é obrigatório.',
    });
  });
});

describe('the error envelope', () => {
  it('documents fieldErrors in the OpenAPI document', async () => {
    const document = body(await t.call('GET', '/docs/json'));
    expect(document.components.schemas.ErrorEnvelope.properties.fieldErrors).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'string' },
    });
  });
});
