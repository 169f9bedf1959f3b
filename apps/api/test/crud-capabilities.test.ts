import { type EntityFile, resolveEntity } from '@frota/engine';
import { eq, sql } from 'drizzle-orm';
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

// A record guard (`api.guard`) named by a fixture: the one the API registers for programmings, judging a
// status code (1 Criada: editable and deletable; 2 Em Carregamento: neither; 5 Concluída: deletable only).
const stages = resolveEntity({
  $schema: './entity.schema.json',
  id: 'fixture-stages',
  label: { singular: 'Etapa', plural: 'Etapas', gender: 'f' },
  displayField: 'name',
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    name: { type: 'string', title: 'Nome', minLength: 1, maxLength: 100 },
    status: { type: 'integer', title: 'Status', readOnly: true },
  },
  forms: { create: { fields: ['name'], required: ['name'] }, edit: {} },
  permissions,
  api: { basePath: '/v1/fixture/stages', guard: 'programming-status' },
  routes: { base: '/fixture/stages/' },
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

const stagesTable = pgTable('fixture_stages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  status: integer('status').notNull().default(1),
});

const t = setupTestApp({
  fixtures: {
    entities: [units, operations, stages],
    tables: {
      'fixture-units': unitsTable,
      'fixture-operations': operationsTable,
      'fixture-stages': stagesTable,
    },
  },
  prepare: async (db) => {
    await db.execute(sql`CREATE TABLE fixture_units (id serial PRIMARY KEY, name varchar(100) NOT NULL,
      client_id integer NOT NULL REFERENCES clients(id), is_active boolean NOT NULL DEFAULT true)`);
    await db.execute(sql`CREATE TABLE fixture_operations (id serial PRIMARY KEY, name varchar(100) NOT NULL,
      client_id integer REFERENCES clients(id), unit_id integer REFERENCES fixture_units(id),
      note varchar(100))`);
    await db.execute(sql`CREATE TABLE fixture_stages (id serial PRIMARY KEY, name varchar(100) NOT NULL,
      status integer NOT NULL DEFAULT 1)`);
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

describe('a record guard (api.guard)', () => {
  const STAGES = '/v1/fixture/stages';
  const stageWith = async (status: number) => {
    const token = await t.tokenOf(ADMIN);
    const created = await t.call('POST', STAGES, { token, body: { name: 'Carga' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = body(created).data.id as number;
    await t.db.update(stagesTable).set({ status }).where(eq(stagesTable.id, id));
    return { token, id };
  };
  const stored = async (id: number) => t.db.select().from(stagesTable).where(eq(stagesTable.id, id));

  it('refuses an update and a delete its state forbids with 409 and its reason, the row unchanged', async () => {
    const { token, id } = await stageWith(2);
    const update = await t.call('PUT', `${STAGES}/${id}`, { token, body: { name: 'Descarga' } });
    expect(update.statusCode, update.body).toBe(409);
    expect(body(update)).toEqual({
      success: false,
      errors: ['Não é possível editar uma programação Em Carregamento.'],
    });
    const remove = await t.call('DELETE', `${STAGES}/${id}`, { token });
    expect(remove.statusCode, remove.body).toBe(409);
    expect(body(remove).errors).toEqual(['Não é possível excluir uma programação Em Carregamento.']);
    expect(await stored(id)).toEqual([{ id, name: 'Carga', status: 2 }]);
  });

  it('judges each write on its own, and lets through what the state allows', async () => {
    const finished = await stageWith(5);
    const update = await t.call('PUT', `${STAGES}/${finished.id}`, {
      token: finished.token,
      body: { name: 'Descarga' },
    });
    expect(update.statusCode).toBe(409);
    const remove = await t.call('DELETE', `${STAGES}/${finished.id}`, { token: finished.token });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(await stored(finished.id)).toEqual([]);

    const open = await stageWith(1);
    const edited = await t.call('PUT', `${STAGES}/${open.id}`, {
      token: open.token,
      body: { name: 'Descarga' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(open.id)).toEqual([{ id: open.id, name: 'Descarga', status: 1 }]);
  });

  it('documents the 409 on the guarded update and delete only', async () => {
    const document = body(await t.call('GET', '/docs/json'));
    const guarded = document.paths['/v1/fixture/stages/{id}'];
    expect(Object.keys(guarded.put.responses)).toContain('409');
    expect(Object.keys(guarded.delete.responses)).toContain('409');
    expect(Object.keys(document.paths['/v1/fixture/operations/{id}'].put.responses)).not.toContain('409');
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
