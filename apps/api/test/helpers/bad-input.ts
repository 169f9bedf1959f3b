import {
  type EntityRecord,
  type EntitySchema,
  type FormVariantName,
  serverRoute,
  variantViews,
} from '@frota/engine';
import { entities } from '@frota/engine/entities';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { entityStore, scoped } from '../../src/crud/entity-store.ts';
import { invalidPayloads } from './invalid-payloads.ts';
import { body, type TestApp } from './test-app.ts';
import { createRecord, profileFor, validPayload } from './valid-records.ts';

// Generated from the schemas: for every write action of every entity (and each variant's create), at least
// 200 invalid payloads are refused with 400 or 422 and a pt-BR message, never 5xx, and change nothing. A new
// schema file is covered as it is. Creates and updates run as two test files (guard-bad-input-*.test.ts), so
// the suite's workers share the work.

/** Words of an English or framework message that must never reach a user. */
const NOT_PT_BR = /\b(must|should|required|invalid|expected|property|error|unexpected|undefined|null)\b/i;

function expectRefusedInPtBr(response: LightMyRequestResponse, label: string): void {
  const where = `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect([400, 422], where).toContain(response.statusCode);
  const answer = body(response);
  expect(answer.success, where).toBe(false);
  expect(answer.errors.length, where).toBeGreaterThan(0);
  for (const message of [...answer.errors, ...Object.values(answer.fieldErrors ?? {})]) {
    expect(typeof message, where).toBe('string');
    // Sentences end with a stop, but for the spec's own "... Faltam: {days}" (spec 02 §5, written exactly).
    expect(message, where).toMatch(/[.!?]$|^Defina os .+ Faltam: [^.]+$/);
    expect(message, where).not.toMatch(NOT_PT_BR);
  }
}

/** The rows of the entity and the whole stored row of one record (hashes included), to compare. */
async function snapshot(t: TestApp, entity: EntitySchema, record: EntityRecord | undefined) {
  const store = entityStore(entity);
  const [rows] = await t.db.select({ value: count() }).from(store.table).where(scoped(store));
  const stored = record ? await t.db.select().from(store.table).where(eq(store.id, record.id)) : [];
  return { rows: Number(rows?.value), stored };
}

const WRITES: Array<[FormVariantName, 'create' | 'update', 'create' | 'edit']> = [
  ['create', 'create', 'create'],
  ['edit', 'update', 'edit'],
];

/** Every entity, then the view of each of its variants (which adds its create; its other calls are the entity's). */
const withVariants = entities.flatMap((entity) => [entity, ...variantViews(entity)]);
const nameOf = (entity: EntitySchema) =>
  entity.narrowedTo ? `${entity.id} (${entity.narrowedTo.key})` : entity.id;

export function describeBadInput(t: TestApp, only: 'create' | 'update'): void {
  describe(`bad input to every ${only}, generated from the schemas`, () => {
    for (const entity of withVariants)
      for (const [variant, action, permission] of WRITES) {
        if (action !== only) continue;
        const call = serverRoute(entity, action);
        const profile = profileFor(entity, permission);
        if (!call || !profile || (entity.narrowedTo && action !== 'create')) continue;
        it(`${nameOf(entity)} ${action}: 200+ invalid payloads refused in pt-BR, nothing changes`, async () => {
          const record = action === 'update' ? await createRecord(t, entity, entities) : undefined;
          const url = record ? call.path.replace(':id', String(record.id)) : call.path;
          const valid = await validPayload(t, entity, variant, profile, entities, { current: record });
          const payloads = invalidPayloads(entity, variant, profile, valid);
          expect(payloads.length).toBeGreaterThanOrEqual(200);
          const token = await t.tokenOfProfile(profile);
          const before = await snapshot(t, entity, record);
          for (const payload of payloads) {
            const response =
              payload.raw === undefined
                ? await t.call(call.method, url, { token, body: payload.body })
                : await t.app.inject({
                    method: call.method,
                    url,
                    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                    payload: payload.raw,
                  });
            expectRefusedInPtBr(response, payload.label);
          }
          // Every payload was refused (above); none wrote anything on the way, as the rows and the record show.
          expect(await snapshot(t, entity, record)).toEqual(before);
          // The payload the mutations started from is valid: each refusal came from its mutation.
          const accepted = await t.call(call.method, url, { token, body: valid });
          // A create replaced by an extension answers its per-item results with 200.
          const created = action === 'create' && !entity.forms.create?.extension;
          expect(accepted.statusCode, accepted.body).toBe(created ? 201 : 200);
        });
      }
  });
}

export function describeIgnoredFields(t: TestApp): void {
  describe('unknown and read-only fields, generated from the schemas', () => {
    for (const entity of withVariants) {
      const call = serverRoute(entity, 'create');
      const profile = profileFor(entity, 'create');
      // An extension answers results, not the record: its own tests check what it stores.
      if (!call || !profile || entity.forms.create?.extension) continue;
      it(`${nameOf(entity)}: are ignored, never stored`, async () => {
        const valid = await validPayload(t, entity, 'create', profile, entities);
        const readOnly = Object.entries(entity.fields).filter(([, field]) => field.readOnly);
        const forged = Object.fromEntries(
          readOnly.map(([name, field]) => [
            name,
            name === 'id'
              ? 1
              : field.type === 'boolean'
                ? false
                : field.format === 'date-time'
                  ? '2001-01-01T00:00:00.000Z'
                  : 'forjado',
          ]),
        );
        const response = await t.call(call.method, call.path, {
          token: await t.tokenOfProfile(profile),
          body: { ...valid, ...forged, campoDesconhecido: 'x', profile: 'Admin', passwordHash: 'x' },
        });
        expect(response.statusCode, response.body).toBe(201);
        const record = body(response).data as EntityRecord;
        expect(record).not.toHaveProperty('campoDesconhecido');
        for (const [name, value] of Object.entries(forged)) expect(record[name], name).not.toEqual(value);
        const store = entityStore(entity);
        const [row] = await t.db.select().from(store.table).where(eq(store.id, record.id));
        expect(JSON.stringify(row)).not.toContain('forjado');
        if (entity.storage.accounts) expect(row).toMatchObject({ profile: entity.storage.accounts.profile });
      });
    }
  });
}
