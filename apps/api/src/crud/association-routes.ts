import { type Association, type EntitySchema, pathPlaceholders } from '@frota/engine';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { type JsonSchema, ok, responses } from '../http/envelope.ts';
import { apiError, fieldError } from '../http/errors.ts';
import type { ActionRoute } from './action-route.ts';
import type { EntityStore, TableCatalog } from './entity-store.ts';
import { entityStore } from './entity-store.ts';
import type { ScopedAccess } from './scoped-access.ts';

/** The most children one link call may add. */
export const MAX_LINKS_PER_CALL = 200;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/** An association's two ends: the parent (`list.parent`) and the child (`association.child`). */
export function associationEnds(entity: EntitySchema): {
  parent: string;
  child: string;
  association: Association;
} {
  const association = entity.association;
  const parent = entity.list.parent?.field;
  if (!association || !parent) throw new Error(`${entity.id}.json: an association needs list.parent.`);
  return { parent, child: association.child.field, association };
}

/**
 * The link and unlink calls of an association entity (`association`): POST { <parent>, <payloadField>: [ids] }
 * adds the links that do not exist yet (and reactivates inactive ones), in one transaction; DELETE on the
 * path's {parent}/{child} removes one. Both refuse, with field messages, an id that names no record.
 */
export function associationRoutes(access: Pick<ScopedAccess, 'store' | 'storeOf'>, db: Database) {
  const { entity, table, id } = access.store;
  const store = access.store;
  const { parent, child, association } = associationEnds(entity);
  const column = (field: string) => store.columns[field] as PgColumn;
  const record = { type: 'object', additionalProperties: true } satisfies JsonSchema;

  /** The ids among `ids` of records the relation may point at, as the caller sees them (their client's). */
  async function existing(scoped: EntityStore, field: string, ids: number[]): Promise<Set<number>> {
    const target = scoped.relations[field];
    if (!target) throw new Error(`${entity.id}.json: /fields/${field} needs a relation.`);
    const rows = await db
      .select({ id: target.id })
      .from(target.table)
      .where(and(inArray(target.id, ids), target.scope));
    return new Set(rows.map((row) => row.id as number));
  }

  const sameClient = association.sameClient ? sameClientOf(store, parent, child) : undefined;
  const otherClientChild = sameClient?.message ?? '';
  /** How many of the children belong to the parent's client (`association.sameClient`). */
  async function ofParentsClient(parentId: number, ids: number[]): Promise<number> {
    const { target, condition } = sameClient!;
    const rows = await db
      .select({ id: target.id })
      .from(target.table)
      .where(and(inArray(target.id, ids), condition(parentId)));
    return rows.length;
  }

  /** The related entity's own "not found" text (Motorista não encontrado.). */
  const refusal = (field: string) =>
    store.relations[field]?.entity.messages.notFound ?? entity.messages.notFound;

  return {
    link: (): ActionRoute => ({
      summary: `Vincula registros (${association.payloadField}) a um registro pai`,
      schema: {
        body: {
          type: 'object',
          required: [parent, association.payloadField],
          properties: {
            [parent]: { type: 'integer', minimum: 1 },
            [association.payloadField]: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_LINKS_PER_CALL,
              items: { type: 'integer', minimum: 1 },
            },
          },
        },
      },
      response: responses(record, [400, 401, 403]),
      handler: async (request: FastifyRequest) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const parentId = body[parent];
        const childIds = body[association.payloadField];
        const problems: Record<string, string> = {};
        const childTitle = entity.fields[child]?.title ?? child;
        if (!isId(parentId)) problems[parent] = refusal(parent);
        if (!Array.isArray(childIds) || childIds.length === 0)
          problems[association.payloadField] =
            `Selecione ao menos um ${childTitle.toLocaleLowerCase('pt-BR')}.`;
        else if (childIds.length > MAX_LINKS_PER_CALL)
          problems[association.payloadField] = `Selecione no máximo ${MAX_LINKS_PER_CALL} de uma vez.`;
        else if (!childIds.every(isId)) problems[association.payloadField] = refusal(child);
        if (Object.keys(problems).length > 0) throw fieldError('VALIDATION', problems);
        const ids = [...new Set(childIds as number[])];
        const scoped = access.storeOf(request);
        if (!(await existing(scoped, parent, [parentId as number])).has(parentId as number))
          throw fieldError('VALIDATION', { [parent]: refusal(parent) });
        const found = await existing(scoped, child, ids);
        if (found.size !== ids.length)
          throw fieldError('VALIDATION', { [association.payloadField]: refusal(child) });
        if (sameClient && (await ofParentsClient(parentId as number, ids)) !== ids.length)
          throw fieldError('VALIDATION', { [association.payloadField]: otherClientChild });
        const linked = await linkAll(db, store, parent, child, parentId as number, ids);
        return ok({ linked });
      },
    }),
    unlink: (): ActionRoute => ({
      summary: 'Desfaz o vínculo entre o registro pai e um registro',
      schema: {
        params: {
          type: 'object',
          properties: Object.fromEntries(
            pathPlaceholders(entity.api.actions.unlink?.path ?? '').map((name) => [
              name,
              { type: 'integer', minimum: 1 },
            ]),
          ),
        },
      },
      response: responses(record, [401, 403, 404]),
      handler: async (request: FastifyRequest) => {
        const params = request.params as Record<string, string>;
        const ends = [parent, child].map((field) => {
          const raw = params[field] ?? '';
          return /^[0-9]{1,9}$/.test(raw) ? Number(raw) : 0;
        });
        if (ends.some((value) => value < 1)) throw apiError('NOT_FOUND', [entity.messages.notFound]);
        const removed = await db
          .delete(table)
          .where(and(eq(column(parent), ends[0]), eq(column(child), ends[1]), access.storeOf(request).scope))
          .returning({ id });
        if (removed.length === 0) throw apiError('NOT_FOUND', [entity.messages.notFound]);
        return ok({ unlinked: removed.length });
      },
    }),
  };
}

/** Inserts the missing links and reactivates inactive ones; returns how many are now active and new. */
async function linkAll(
  db: Database,
  store: EntityStore,
  parent: string,
  child: string,
  parentId: number,
  childIds: number[],
): Promise<number> {
  const column = (field: string) => store.columns[field] as PgColumn;
  return db.transaction(async (tx) => {
    const present = await tx
      .select({ child: column(child) })
      .from(store.table)
      .where(and(eq(column(parent), parentId), inArray(column(child), childIds)));
    const known = new Set(present.map((row) => row.child as number));
    const missing = childIds.filter((childId) => !known.has(childId));
    if (missing.length > 0)
      await tx
        .insert(store.table)
        .values(
          missing.map((childId) => ({ [store.keys[parent]!]: parentId, [store.keys[child]!]: childId })),
        )
        .onConflictDoNothing();
    if (store.isActive && known.size > 0)
      await tx
        .update(store.table)
        .set({ [store.keys['isActive'] ?? 'isActive']: true })
        .where(and(eq(column(parent), parentId), inArray(column(child), [...known])));
    return missing.length;
  });
}

/**
 * For an association whose children must be of the parent's client (`association.sameClient`): the child's
 * table, the condition that keeps the children of one parent's client, and the refusal of another's, built from
 * the labels: "O motorista não pertence ao cliente da operação.".
 */
function sameClientOf(store: EntityStore, parent: string, child: string) {
  const parentTable = store.relations[parent];
  const target = store.relations[child];
  const clientOf = parentTable?.clientOf;
  if (!parentTable || !target || !clientOf)
    throw new Error(
      `${store.entity.id}.json: association.sameClient needs a parent that belongs to a client.`,
    );
  const { entity: childEntity } = target;
  const parentLabel = parentTable.entity.label;
  const message =
    `${childEntity.label.gender === 'f' ? 'A' : 'O'} ${childEntity.label.singular.toLocaleLowerCase('pt-BR')} ` +
    `não pertence ao cliente ${parentLabel.gender === 'f' ? 'da' : 'do'} ` +
    `${parentLabel.singular.toLocaleLowerCase('pt-BR')}.`;
  return { target, message, condition: (parentId: number) => target.tenant(clientOf(parentId)) };
}

/**
 * For a child entity's short list, resolved once at registration: a function of the query giving the
 * conditions of each association of this child whose candidate filter (`association.candidates`,
 * `OnlyUnliked=true`) the query carries with a parent: leave out the children already linked to that parent,
 * and, with `association.sameClient`, keep the parent's client's children only.
 */
export function associationCandidates(
  child: EntitySchema,
  childId: PgColumn,
  catalog: TableCatalog,
): (query: Record<string, unknown>) => SQL[] {
  const links = catalog.entities.flatMap((link) => {
    const association = link.association;
    const parent = link.list.parent?.field;
    if (!association || !parent || association.child.entity !== child.id) return [];
    if (!association.candidates && !association.sameClient) return [];
    const store = entityStore(link, catalog);
    const childField = association.child.field;
    const ofClient = association.sameClient ? sameClientOf(store, parent, childField).condition : undefined;
    return [
      {
        candidates: Object.entries(association.candidates ?? {}),
        unlinked: Boolean(association.candidates),
        ofClient,
        parent,
        linkedParent: store.columns[parent] as PgColumn,
        linkedChild: store.columns[childField] as PgColumn,
        table: store.table,
      },
    ];
  });
  return (query) =>
    links.flatMap(({ candidates, unlinked, ofClient, parent, linkedParent, linkedChild, table }) => {
      const raw = query[parent];
      if (!candidates.every(([param, value]) => query[param] === value)) return [];
      if (typeof raw !== 'string' || !/^[0-9]{1,9}$/.test(raw)) return [];
      const parentId = Number(raw);
      const conditions: SQL[] = [];
      if (unlinked)
        conditions.push(
          sql`${childId} not in (select ${linkedChild} from ${table} where ${eq(linkedParent, parentId)})`,
        );
      const sameClient = ofClient?.(parentId);
      if (sameClient) conditions.push(sameClient);
      return conditions;
    });
}
