import {
  type ApiActionName,
  can,
  entityCalls,
  type EntityRecord,
  type EntitySchema,
  excelExportCall,
  ownClientField,
  serverRoute,
  variantFor,
} from '@frota/engine';
import { entities } from '@frota/engine/entities';
import { isUnderWay, PROGRAMMING_STATUSES } from '@frota/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { permissionFor } from '../src/crud/authorize.ts';
import { entityStore, forClient } from '../src/crud/entity-store.ts';
import { clients } from '../src/db/generated/entity-tables.ts';
import { body, clientOf, MANAGER, setupTestApp } from './helpers/test-app.ts';
import { createRecord, someRecord, validLinkPayload, validPayload } from './helpers/valid-records.ts';

// Generated from the schemas: for every entity whose records belong to a client (its resolved `tenant`) and
// every action it declares, the demo Manager of client A against client B. A record of B is not found (404)
// and stays as it was; a payload naming B is refused (400) and writes nothing; every list, short list and
// export holds A's records only. A new schema file is covered as it is.

const t = setupTestApp();

const WITH_ID = new Set<ApiActionName>(['get', 'update', 'delete', 'activate', 'inactivate', 'unlink']);
const owned = entities.filter((entity) => entity.tenant.kind !== 'shared');

const managerMay = (entity: EntitySchema, action: ApiActionName) =>
  can({ action: permissionFor(action), entity, profile: 'Manager' }).can;

/** The Manager's client (A) and another active client (B). */
async function clientsAB(): Promise<{ own: number; other: number }> {
  const own = await clientOf(t, MANAGER);
  const [other] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(ne(clients.id, own), eq(clients.isActive, true)))
    .limit(1);
  return { own, other: other!.id };
}

/** A route pattern with the record's values in place of its :params. */
const fillPath = (path: string, record: EntityRecord) =>
  path.replace(/:(\w+)/g, (_, field: string) => String(record[field]));

/** The record as stored (every field the API shows), to tell that a refused call changed nothing. */
async function stored(entity: EntitySchema, id: number) {
  const store = entityStore(entity);
  return t.db
    .select(store.selection)
    .from(store.table)
    .where(and(eq(store.id, id), store.scope));
}

async function rowCount(entity: EntitySchema): Promise<number> {
  const store = entityStore(entity);
  const [found] = await t.db.select({ n: count() }).from(store.table).where(store.scope);
  return Number(found?.n);
}

/** The ids of the entity's records of one client (the Manager's scope), as the database holds them. */
async function idsOfClient(entity: EntitySchema, clientId: number, activeOnly = false): Promise<number[]> {
  const store = forClient(entityStore(entity), { all: false, clientId });
  const rows = await t.db
    .select({ id: store.id })
    .from(store.table)
    .where(and(store.scope, activeOnly && store.isActive ? eq(store.isActive, true) : undefined));
  return rows.map((row) => row.id as number);
}

/** Whether a form as the Manager sees it names a client: its client field, or a relation to a client's record. */
function namesAClient(entity: EntitySchema, variant: 'create' | 'edit'): boolean {
  const fields = variantFor(entity, variant, 'Manager').fields;
  return fields.some((name) => {
    const target = entities.find((other) => other.id === entity.fields[name]?.relation?.entity);
    return name === ownClientField(entity) || (target !== undefined && target.tenant.kind !== 'shared');
  });
}

/** The values of a form's client fields naming client B: its client, and a record of B in each relation. */
async function otherClientValues(entity: EntitySchema, variant: 'create' | 'edit', other: number) {
  const values: Record<string, unknown> = {};
  for (const name of variantFor(entity, variant, 'Manager').fields) {
    const target = entities.find((candidate) => candidate.id === entity.fields[name]?.relation?.entity);
    if (name === ownClientField(entity)) values[name] = other;
    else if (target && target.tenant.kind !== 'shared')
      values[name] = (await someRecord(t, target.id, undefined, entities, [], { clientId: other }))['id'];
  }
  return values;
}

describe('a Manager against another client, generated from the schemas', () => {
  it('covers every entity that belongs to a client', () => {
    expect(owned.map((entity) => entity.id)).toEqual(
      expect.arrayContaining([
        'clients',
        'drivers',
        'business-units',
        'fleets',
        'bonus-configs',
        'fleet-drivers',
        'client-drivers',
        'programmings',
        'vehicle-plates',
        'tracking-logs',
      ]),
    );
  });

  for (const entity of owned) {
    for (const { view, action, operation } of entityCalls(entity)) {
      const call = serverRoute(view, action)!;
      const allowed = managerMay(entity, action);

      if (WITH_ID.has(action)) {
        it(`${operation}: another client's record is not found and stays as it was`, async () => {
          const { own, other } = await clientsAB();
          const record = await createRecord(t, view, entities, {}, { clientId: other });
          const before = await stored(entity, record.id);
          const payload =
            action === 'update'
              ? await validPayload(t, view, 'edit', 'Manager', entities, { current: record, clientId: own })
              : undefined;
          const response = await t.call(call.method, fillPath(call.path, record), {
            token: await t.tokenOfProfile('Manager'),
            body: payload,
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(allowed ? 404 : 403);
          expect(await stored(entity, record.id)).toEqual(before);
        });
      }

      if (action === 'create' || (action === 'update' && namesAClient(view, 'edit'))) {
        it(`${operation}: a payload naming another client is refused and writes nothing`, async () => {
          const { own, other } = await clientsAB();
          const current =
            action === 'update' ? await createRecord(t, view, entities, {}, { clientId: own }) : undefined;
          const variant = action === 'create' ? 'create' : 'edit';
          const valid = await validPayload(t, view, variant, 'Manager', entities, {
            ...(current ? { current } : {}),
            clientId: own,
          });
          const payload = { ...valid, ...(await otherClientValues(view, variant, other)) };
          const before = current ? await stored(entity, current.id) : undefined;
          const rows = await rowCount(entity);
          const response = await t.call(call.method, current ? fillPath(call.path, current) : call.path, {
            token: await t.tokenOfProfile('Manager'),
            body: payload,
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(allowed ? 400 : 403);
          expect(await rowCount(entity)).toBe(rows);
          if (current) expect(await stored(entity, current.id)).toEqual(before);
          const field = ownClientField(view);
          if (allowed && field && variantFor(view, variant, 'Manager').fields.includes(field))
            expect(body(response).fieldErrors?.[field]).toBe(
              'Você só pode cadastrar registros do seu cliente.',
            );
        });
      }

      if (action === 'link') {
        it(`${operation}: another client's parent or child is refused and links nothing`, async () => {
          const { other } = await clientsAB();
          const payload = await validLinkPayload(t, view, entities, { clientId: other });
          const rows = await rowCount(entity);
          const response = await t.call(call.method, call.path, {
            token: await t.tokenOfProfile('Manager'),
            body: payload,
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(allowed ? 400 : 403);
          expect(await rowCount(entity)).toBe(rows);
        });
      }

      if (action === 'list' && allowed && !view.list.parent) {
        it(`${operation}: the list holds the Manager's client's records only`, async () => {
          const { own, other } = await clientsAB();
          await createRecord(t, view, entities, {}, { clientId: other });
          const response = await t.call('GET', `${call.path}?perPage=100`, {
            token: await t.tokenOfProfile('Manager'),
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
          const page = body(response).data;
          const ownIds = await idsOfClient(entity, own);
          expect(page.totalItems).toBe(ownIds.length);
          for (const row of page.itens as EntityRecord[]) expect(ownIds).toContain(row.id);
        });
      }

      if ((action === 'all' || action === 'select') && allowed && !entity.api.shortListValues) {
        it(`${operation}: the short list offers the Manager's client's records only`, async () => {
          const { own, other } = await clientsAB();
          await createRecord(t, view, entities, {}, { clientId: other });
          const response = await t.call('GET', call.path, { token: await t.tokenOfProfile('Manager') });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
          const offered = (body(response).data as Array<{ value: number }>).map((item) => item.value);
          expect(offered.sort()).toEqual((await idsOfClient(entity, own, true)).sort());
        });
      }
    }

    const exportCall = excelExportCall(entity);
    if (exportCall && managerMay(entity, 'list') && !entity.list.parent)
      it(`${entity.id}_excel: the export holds the Manager's client's records only`, async () => {
        const { own } = await clientsAB();
        const response = await t.call('GET', exportCall.path, { token: await t.tokenOfProfile('Manager') });
        expect(response.statusCode).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        expect(workbook.worksheets[0]!.actualRowCount - 1).toBe((await idsOfClient(entity, own)).length);
      });
  }

  it("logs/all offers the names the Manager's client's trackers reported only", async () => {
    const { own, other } = await clientsAB();
    const token = await t.tokenOfProfile('Manager');
    const asked = await t.call('GET', `/v1/backoffice/logs/all?clientId=${other}`, { token });
    expect(body(asked).data).toEqual([]);
    const mine = await t.call('GET', `/v1/backoffice/logs/all?clientId=${own}`, { token });
    const admin = await t.call('GET', `/v1/backoffice/logs/all?clientId=${own}`, {
      token: await t.tokenOfProfile('Admin'),
    });
    expect(body(mine).data).toEqual(body(admin).data);
  });

  it('the Clients list and select offer a Manager their own client only', async () => {
    const { own } = await clientsAB();
    const token = await t.tokenOfProfile('Manager');
    const list = body(await t.call('GET', '/v1/backoffice/clients/?Page=1', { token })).data;
    expect(list.itens.map((row: EntityRecord) => row.id)).toEqual([own]);
    const options = body(await t.call('GET', '/v1/backoffice/clients/all', { token })).data;
    expect(options.map((item: { value: number }) => item.value)).toEqual([own]);
  });
});

describe("a Manager against another client's programmings, on their own calls", () => {
  const programmingOf = async (clientId: number) =>
    createRecord(
      t,
      entities.find((entity) => entity.id === 'programmings')!,
      entities,
      {},
      { clientId },
    );

  it('start, complete and cancel answer 404 and leave the status as it was', async () => {
    const { other } = await clientsAB();
    const record = await programmingOf(other);
    const token = await t.tokenOfProfile('Manager');
    for (const action of ['start', 'complete', 'cancel'])
      expect(
        (
          await t.call('POST', `/v1/backoffice/programmings/${record.id}/${action}`, {
            token,
            body: { justificationId: 1 },
          })
        ).statusCode,
      ).toBe(404);
    const after = body(
      await t.call('GET', `/v1/backoffice/programmings/${record.id}`, {
        token: await t.tokenOfProfile('Admin'),
      }),
    ).data;
    expect(after.status).toBe(record['status']);
  });

  it("the monitor's feed counts and shows the Manager's client's trucks only", async () => {
    const { own, other } = await clientsAB();
    const token = await t.tokenOfProfile('Manager');
    const asked = body(
      await t.call('GET', `/v1/backoffice/programmings/locations?clientId=${other}`, { token }),
    ).data;
    expect(Object.values(asked.counts)).toEqual(Object.values(asked.counts).map(() => 0));
    expect(asked.vehicles).toEqual([]);
    const mine = body(await t.call('GET', '/v1/backoffice/programmings/locations', { token })).data;
    const admin = body(
      await t.call('GET', `/v1/backoffice/programmings/locations?clientId=${own}`, {
        token: await t.tokenOfProfile('Admin'),
      }),
    ).data;
    expect(mine.counts).toEqual(admin.counts);
    expect(mine.vehicles.map((v: { programmingId: number }) => v.programmingId)).toEqual(
      admin.vehicles.map((v: { programmingId: number }) => v.programmingId),
    );
  });

  it("the location refresh moves the Manager's client's programmings only", async () => {
    const { own } = await clientsAB();
    const refresh = async (profile: 'Admin' | 'Manager') =>
      body(
        await t.call('POST', '/v1/backoffice/programming-location/refresh', {
          token: await t.tokenOfProfile(profile),
        }),
      ).data;
    const listed = await t.call('GET', `/v1/backoffice/programmings?clientId=${own}&perPage=100`, {
      token: await t.tokenOfProfile('Admin'),
    });
    const underWay = (body(listed).data.itens as EntityRecord[]).filter((row) =>
      isUnderWay(PROGRAMMING_STATUSES[row['status'] as number]!),
    );
    const everyone = await refresh('Admin');
    const mine = await refresh('Manager');
    expect(mine.totalProcessed).toBe(underWay.length);
    expect(everyone.totalProcessed).toBeGreaterThan(mine.totalProcessed);
  });
});

describe("association candidates of the parent's client (association.sameClient), generated", () => {
  for (const entity of entities.filter((candidate) => candidate.association?.sameClient)) {
    const association = entity.association!;
    const parent = entity.list.parent!;
    const childEntity = entities.find((candidate) => candidate.id === association.child.entity)!;
    const parentEntity = entities.find((candidate) => candidate.id === parent.entity)!;

    it(`${entity.id}: the add dialog's candidates are the parent's client's, and another client's child is refused`, async () => {
      const { own, other } = await clientsAB();
      const token = await t.tokenOfProfile('Admin');
      const parentRecord = await someRecord(t, parentEntity.id, undefined, entities, [], { clientId: own });
      const stranger = await createRecord(t, childEntity, entities, {}, { clientId: other });
      const query = new URLSearchParams({
        ...association.candidates,
        [parent.field]: String(parentRecord['id']),
      });
      const shortList = serverRoute(childEntity, 'all')!;
      const offered = body(await t.call('GET', `${shortList.path}?${query}`, { token })).data as Array<{
        value: number;
      }>;
      const ownIds = await idsOfClient(childEntity, own, true);
      expect(offered.length).toBeGreaterThan(0);
      for (const item of offered) expect(ownIds).toContain(item.value);
      expect(offered.map((item) => item.value)).not.toContain(stranger.id);

      const rows = await rowCount(entity);
      const link = serverRoute(entity, 'link')!;
      const refused = await t.call(link.method, link.path, {
        token,
        body: { [parent.field]: parentRecord['id'], [association.payloadField]: [stranger.id] },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      // "O motorista não pertence ao cliente da operação.": the child and the parent by their labels.
      const [message] = body(refused).errors as string[];
      expect(message).toContain(
        `${childEntity.label.singular.toLocaleLowerCase('pt-BR')} não pertence ao cliente`,
      );
      expect(message).toContain(parentEntity.label.singular.toLocaleLowerCase('pt-BR'));
      expect(await rowCount(entity)).toBe(rows);
    });
  }
});
