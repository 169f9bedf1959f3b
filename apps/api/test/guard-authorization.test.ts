import {
  type ApiActionName,
  entityCalls,
  type EntityAction,
  type EntityRecord,
  type EntitySchema,
  excelExportCall,
  isConfinedToClient,
  PROFILES,
  type Profile,
  serverRoute,
} from '@frota/engine';
import { entities } from '@frota/engine/entities';
import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../src/http/excel.ts';
import { body, clientOf, MANAGER, setupTestApp } from './helpers/test-app.ts';
import { createRecord, validLinkPayload, validPayload } from './helpers/valid-records.ts';

// Generated from the schemas: every declared API action of every entity (and each variant's create), called
// without a token, as Admin and as Manager, answers 401, 403 or success exactly as the entity's permissions
// say. A new schema file is covered by this test as it is.

const t = setupTestApp();

/** The permission each action needs (apps/api/README.md, "Authorization"). */
const NEEDS: Record<ApiActionName, EntityAction> = {
  list: 'list',
  all: 'shortList',
  select: 'shortList',
  get: 'view',
  create: 'create',
  update: 'edit',
  delete: 'delete',
  activate: 'toggle',
  inactivate: 'toggle',
  link: 'link',
  unlink: 'link',
};
/** A create replaced by an extension answers its per-item results with 200. */
const successOf = (entity: EntitySchema, action: ApiActionName) =>
  action === 'create' && !entity.forms.create?.extension ? 201 : 200;
const WITH_ID = new Set<ApiActionName>(['get', 'update', 'delete', 'activate', 'inactivate', 'unlink']);

/** A route pattern with the record's values in place of its :params (:id, :clientId). */
const fillPath = (path: string, record: EntityRecord) =>
  path.replace(/:(\w+)/g, (_, field: string) => String(record[field]));

function allowed(entity: EntitySchema, action: ApiActionName, profile: Profile): boolean {
  const permission = NEEDS[action];
  const list = entity.permissions[permission] ?? (permission === 'view' ? entity.permissions.list : []);
  return list.includes(profile);
}

/**
 * The request of an action for a caller: a fresh record for calls on one, a valid payload for writes, of the
 * caller's own client when the profile is confined to one (guard-tenancy.test.ts tries another client's).
 */
async function request(entity: EntitySchema, action: ApiActionName, profile: Profile | undefined) {
  const call = serverRoute(entity, action)!;
  const inClient = isConfinedToClient(profile) ? { clientId: await clientOf(t, MANAGER) } : {};
  const record: EntityRecord | undefined = WITH_ID.has(action)
    ? await createRecord(t, entity, entities, {}, inClient)
    : undefined;
  const asProfile = profile ?? 'Admin';
  const payload =
    action === 'create'
      ? await validPayload(t, entity, 'create', asProfile, entities, inClient)
      : action === 'update'
        ? await validPayload(t, entity, 'edit', asProfile, entities, { current: record, ...inClient })
        : action === 'link'
          ? await validLinkPayload(t, entity, entities, inClient)
          : undefined;
  const url = record ? fillPath(call.path, record) : call.path;
  return { method: call.method, url, payload };
}

describe('authorization matrix, generated from the schemas', () => {
  for (const entity of entities) {
    for (const { view, action, operation } of entityCalls(entity)) {
      it(`${operation}: 401 without a token, then what the permissions say per profile`, async () => {
        const anonymous = await request(view, action, undefined);
        const refused = await t.call(anonymous.method, anonymous.url, { body: anonymous.payload });
        expect(refused.statusCode, `${anonymous.method} ${anonymous.url}`).toBe(401);
        expect(body(refused).errors).toEqual(['Sessão expirada, favor fazer login novamente.']);
        for (const profile of PROFILES) {
          const { method, url, payload } = await request(view, action, profile);
          const response = await t.call(method, url, {
            token: await t.tokenOfProfile(profile),
            body: payload,
          });
          const where = `${profile}: ${method} ${url} ${response.body.slice(0, 300)}`;
          if (allowed(entity, action, profile)) {
            expect(response.statusCode, where).toBe(successOf(entity, action));
            expect(body(response).success, where).toBe(true);
          } else {
            expect(response.statusCode, where).toBe(403);
            expect(body(response).errors).toEqual(['Você não tem permissão para esta ação.']);
          }
        }
      });
    }
  }

  // Every list's Excel export (GET <list path>/excel) needs what the list needs.
  for (const entity of entities) {
    const call = excelExportCall(entity);
    if (!call) continue;
    it(`${entity.id}_excel: 401 without a token, then the xlsx or 403 as the list's permission says`, async () => {
      const refused = await t.call(call.method, call.path);
      expect(refused.statusCode, call.path).toBe(401);
      expect(body(refused).errors).toEqual(['Sessão expirada, favor fazer login novamente.']);
      for (const profile of PROFILES) {
        const response = await t.call(call.method, call.path, { token: await t.tokenOfProfile(profile) });
        const where = `${profile}: ${call.path}`;
        if (allowed(entity, 'list', profile)) {
          expect(response.statusCode, `${where} ${response.body.slice(0, 300)}`).toBe(200);
          expect(response.headers['content-type'], where).toBe(XLSX_CONTENT_TYPE);
          // An .xlsx is a zip: it starts with the zip's signature.
          expect(response.rawPayload.subarray(0, 2).toString(), where).toBe('PK');
        } else {
          expect(response.statusCode, where).toBe(403);
          expect(body(response).errors).toEqual(['Você não tem permissão para esta ação.']);
        }
      }
    });
  }

  it('covers every entity and action of the schemas', () => {
    const calls = entities.flatMap((entity) => entityCalls(entity));
    expect(entities.length).toBeGreaterThanOrEqual(13);
    expect(calls.length).toBeGreaterThanOrEqual(70);
    expect(calls.map((call) => call.operation)).toContain('bonus-configs_create_engineLoadException');
    expect(entities.filter((entity) => excelExportCall(entity))).toHaveLength(entities.length);
  });
});
