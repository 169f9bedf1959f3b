import {
  type ApiActionName,
  type EntityRecord,
  pageParam,
  parseListSort,
  variantFor,
  variantValues,
} from '@frota/engine';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../http/auth.ts';
import { ok, perPageOf, responses } from '../http/envelope.ts';
import { apiError, fieldError } from '../http/errors.ts';
import { recordIdOf } from '../http/record-id.ts';
import { compileBodyValidator } from './body-validator.ts';
import { readListQuery } from './list-filters.ts';
import type { ActionRoute } from './action-route.ts';
import { associationCandidates, associationRoutes } from './association-routes.ts';
import type { TableCatalog } from './entity-store.ts';
import type { ScopedAccess } from './scoped-access.ts';
import { requestClientScope, withCallerClient } from './tenant-scope.ts';
import { detailsExtensionFor } from './details.ts';
import { bothGuards, guardedWrite, recordGuardFor } from './record-guards.ts';
import { type Extensions, createExtensionFor } from './extensions.ts';
import type { EntityLifecycle } from './lifecycle.ts';
import type { Database } from '../db/database.ts';
import type { DetailsWriter } from './repository.ts';
import * as schemas from './route-schemas.ts';

type Query = Record<string, unknown>;

/** The highest page a list query may ask for: beyond it the offset leaves PostgreSQL's range. */
export const MAX_PAGE = 1_000_000;

/** A page number, when given, is a plain integer from 1 to MAX_PAGE ("1e300" and "-1" answer 400). */
function assertPageParam(raw: unknown): void {
  if (raw === undefined || raw === '') return;
  const text = String(raw);
  if (!/^[0-9]{1,7}$/.test(text) || Number(text) < 1 || Number(text) > MAX_PAGE)
    throw apiError('INVALID_PAGE');
}

/**
 * The route of every API action an entity may declare, built from its schema only, with what its storage
 * capability adds around the writes (`lifecycle`). Factories, so only the declared actions are built (an
 * entity without forms declares no create and compiles no validator). Every handler reads and writes through
 * the caller's access (`access`): a confined caller's own client only.
 */
export function actionRoutes(
  access: ScopedAccess,
  lifecycle: EntityLifecycle,
  { db, catalog, extensions }: { db: Database; catalog: TableCatalog; extensions: Extensions },
): Record<ApiActionName, () => ActionRoute> {
  const { store } = access;
  const { entity } = store;
  const notFound = entity.messages.notFound;
  const details = entity.api.details
    ? detailsExtensionFor(entity.id, entity.api.details, extensions.details)
    : undefined;
  const guard = entity.api.guard ? recordGuardFor(entity.id, entity.api.guard, extensions.guards) : undefined;
  // A guarded record may answer 409 to an update or delete its state refuses.
  const refusals = guard ? ([409] as const) : ([] as const);
  const record = schemas.recordSchema(entity);
  // A record with nested parts (`api.details`) is answered with them by get, create and update.
  const fullRecord = details ? details.recordSchema(record) : record;
  const withDetails = async (found: EntityRecord) =>
    details ? { ...found, ...(await details.read(db, found.id)) } : found;
  const bodyOf = (variant: 'create' | 'edit') => {
    const body = schemas.bodySchema(entity, variant);
    return details ? details.bodySchema(body, variant === 'create' ? 'create' : 'update') : body;
  };
  /** The record's fields of a payload and, with `api.details`, its checked nested parts and their writer. */
  const readPayload = (body: unknown, validate: (values: unknown) => Record<string, unknown>) => {
    if (!details) return { values: validate(body), writeDetails: undefined };
    const split = details.split(body);
    const values = validate(split.values);
    const problems = details.problems(split.details);
    if (Object.keys(problems).length > 0) throw fieldError('VALIDATION', problems);
    const writeDetails: DetailsWriter = (tx, id) => details.write(tx, id, split.details, values);
    return { values, writeDetails };
  };
  const byId = { params: schemas.idParamsSchema };
  // Only columns are written; a field the form shows but the payload leaves empty becomes null.
  const stored = (values: Record<string, unknown>, fields: string[]) =>
    Object.fromEntries(
      fields.filter((name) => name in store.columns).map((name) => [name, values[name] ?? null]),
    );
  const idOf = (request: FastifyRequest): number => recordIdOf(request, notFound);
  /** The body with the caller's client in the record's client field (withCallerClient), as the form shows it. */
  const ownClientBody = (request: FastifyRequest, variant: 'create' | 'edit') =>
    withCallerClient(
      entity,
      requestClientScope(request),
      request.body,
      variantFor(entity, variant, currentUser(request).profile).fields,
    );

  return {
    list: () => ({
      summary: `Lista ${entity.label.plural} (paginada e filtrada)`,
      schema: { querystring: schemas.listQuerySchema(entity) },
      response: responses(schemas.pageSchema(record), [401, 403]),
      handler: async (request) => {
        const query = request.query as Query;
        assertPageParam(query[pageParam(entity)] ?? query['page']);
        const { page, filters } = readListQuery(entity, query);
        const list = access.repositoryOf(request).list;
        return ok(await list(page, perPageOf(query), filters, parseListSort(entity, query)));
      },
    }),
    get: () => ({
      summary: `Um registro de ${entity.label.plural}`,
      schema: byId,
      response: responses(fullRecord, [401, 403, 404]),
      handler: async (request) =>
        ok(await withDetails(await access.repositoryOf(request).find(idOf(request)))),
    }),
    create: () => {
      const create = compileBodyValidator(entity, 'create', lifecycle.rules);
      const extensionName = entity.forms.create?.extension;
      if (extensionName) {
        const extension = createExtensionFor(entity.id, extensionName, extensions.create);
        return {
          summary: `Cria registros de ${entity.label.plural} (fluxo ${extensionName})`,
          schema: { body: schemas.bodySchema(entity, 'create') },
          response: responses({}, [400, 401, 403]),
          handler: async (request) => {
            const profile = currentUser(request).profile;
            const values = create.validate(ownClientBody(request, 'create'), profile);
            return ok(
              await extension(values, {
                db,
                catalog,
                store: access.storeOf(request),
                repository: access.repositoryOf(request),
                profile,
              }),
            );
          },
        };
      }
      return {
        summary: `Cria um registro de ${entity.label.plural}`,
        schema: { body: bodyOf('create') },
        response: responses(fullRecord, [400, 401, 403], 201),
        status: 201,
        handler: async (request) => {
          const { profile } = currentUser(request);
          const payload = readPayload(ownClientBody(request, 'create'), (body) =>
            create.validate(body, profile),
          );
          const prepared = await lifecycle.prepareWrite(payload.values);
          // A variant's create sets its kind itself; the payload cannot (the discriminator is read-only).
          const values = { ...prepared.values, ...variantValues(entity) };
          const created = await access
            .repositoryOf(request)
            .create(stored(values, Object.keys(values)), prepared.extra, payload.writeDetails);
          return ok(await withDetails(created));
        },
      };
    },
    update: () => {
      const edit = compileBodyValidator(entity, 'edit', lifecycle.rules);
      return {
        summary: `Atualiza um registro de ${entity.label.plural}`,
        schema: { ...byId, body: bodyOf('edit') },
        response: responses(fullRecord, [400, 401, 403, 404, ...refusals]),
        handler: async (request) => {
          const id = idOf(request);
          const { profile } = currentUser(request);
          const payload = readPayload(ownClientBody(request, 'edit'), (body) => edit.validate(body, profile));
          const { values, extra } = await lifecycle.prepareWrite(payload.values);
          // A full replacement of the fields the form shows this profile: a field left empty becomes null.
          const fields = stored(values, edit.fieldsFor(profile));
          const repository = access.repositoryOf(request);
          const before = lifecycle.afterUpdate ? await repository.find(id) : undefined;
          const record = await repository.update(
            id,
            fields,
            extra,
            payload.writeDetails,
            guardedWrite(guard, 'update'),
          );
          const secretChanged = Object.keys(extra).length > 0;
          if (secretChanged) await lifecycle.afterAccessChange(id);
          if (before) await lifecycle.afterUpdate?.(before, record, secretChanged);
          return ok(await withDetails(record));
        },
      };
    },
    delete: () => ({
      summary: `Exclui um registro de ${entity.label.plural}`,
      schema: byId,
      response: responses(record, [400, 401, 403, 404, ...refusals]),
      handler: async (request) => {
        const id = idOf(request);
        const retire = lifecycle.retireGuard(currentUser(request).id, 'delete');
        const remove = access.repositoryOf(request).remove;
        const record = await remove(id, bothGuards(retire, guardedWrite(guard, 'delete')));
        await lifecycle.afterAccessChange(id);
        return ok(record);
      },
    }),
    activate: () => ({
      summary: `Ativa um registro de ${entity.label.plural}`,
      schema: byId,
      response: responses(record, [401, 403, 404]),
      handler: async (request) => ok(await access.repositoryOf(request).setActive(idOf(request), true)),
    }),
    inactivate: () => ({
      summary: `Desativa um registro de ${entity.label.plural}`,
      schema: byId,
      response: responses(record, [401, 403, 404]),
      handler: async (request) => {
        const id = idOf(request);
        const guard = lifecycle.retireGuard(currentUser(request).id, 'deactivate');
        const record = await access.repositoryOf(request).setActive(id, false, guard);
        await lifecycle.afterAccessChange(id);
        return ok(record);
      },
    }),
    all: () => shortListRoute(`Lista curta de ${entity.label.plural} ativos, para selects`),
    select: () =>
      shortListRoute(`Lista curta de ${entity.label.plural} ativos (a segunda que a especificação declara)`),
    link: () => associationRoutes(access, db).link(),
    unlink: () => associationRoutes(access, db).unlink(),
  };

  function shortListRoute(summary: string): ActionRoute {
    const candidatesOf = associationCandidates(entity, store.id, catalog);
    return {
      summary,
      schema: { querystring: schemas.shortListQuerySchema(entity) },
      response: responses(schemas.shortListSchema(entity), [401, 403]),
      handler: async (request) => {
        const equals: Record<string, number | string> = {};
        for (const [name, value] of Object.entries(request.query as Query)) {
          const field = entity.fields[name];
          if (!field || !store.columns[name] || typeof value !== 'string') continue;
          if (field.relation && /^[0-9]{1,9}$/.test(value)) equals[name] = Number(value);
          // An enumerated field narrows by one of its options (justifications of the Cancellation type).
          const option = field.oneOf?.find((candidate) => String(candidate.const) === value);
          if (option) equals[name] = option.const as number | string;
        }
        const values = entity.api.shortListValues;
        const repository = access.repositoryOf(request);
        if (values) return ok(await repository.distinctValues(values, equals));
        return ok(await repository.shortList(equals, candidatesOf(request.query as Query)));
      },
    };
  }
}
