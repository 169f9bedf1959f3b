import {
  entityCalls,
  filterValues,
  formJsonSchema,
  IS_ACTIVE_FIELD,
  parseListQuery,
  parseListSort,
  pathPlaceholders,
  recordDisplayName,
  serverRoute,
  variantValues,
} from '../../core/index.ts';
import type {
  ApiActionName,
  EntityRecord,
  EntitySchema,
  Filter,
  ListSort,
  ResolvedCall,
} from '../../core/index.ts';
import type { HttpRequest } from '../shared/data-provider-types.ts';

type Call = ResolvedCall & { query?: string; body?: unknown };

/** The tables of the in-memory API, for a create flow that writes to several (`createExtensions`). */
export interface InMemoryTables {
  /** The records of an entity's table (empty when the API was not given that entity). */
  records(entityId: string): EntityRecord[];
  /** Adds a record as a create does: the next id, `createdAt`, active, its relations' names computed. */
  insert(entityId: string, values: Record<string, unknown>): EntityRecord;
}

/**
 * The server's side of a custom create flow (`forms.create.extension`), as the API registers it under that name:
 * it receives the create form's payload and answers the call's `data`.
 */
export type InMemoryCreateFlow = (payload: Record<string, unknown>, tables: InMemoryTables) => unknown;

export interface InMemoryApiOptions {
  /** Delay of every answer, in ms; Infinity never answers (the loading state). */
  latency?: number;
  /** Every call fails with this error (the error state). */
  failWith?: Error;
  /** The create flows the schemas name (`forms.create.extension`), by name; a create of such a form runs it. */
  createExtensions?: Readonly<Record<string, InMemoryCreateFlow>>;
}

/** An error shaped like the portal's HTTP client's: the server's messages travel in `messages`. */
const apiError = (message: string) => Object.assign(new Error(message), { messages: [message] });

const matches = (value: unknown, wanted: string, how: Filter['match']) => {
  // A date range compares the record's local day (YYYY-MM-DD) with the chosen one.
  if (how === 'gte' || how === 'lte') {
    const day = value ? new Date(String(value)).toLocaleDateString('sv-SE') : '';
    return how === 'gte' ? day >= wanted : day !== '' && day <= wanted;
  }
  const text = String(value ?? '').toLocaleLowerCase('pt-BR');
  const needle = wanted.toLocaleLowerCase('pt-BR');
  return how === 'equals'
    ? text === needle
    : how === 'prefix'
      ? text.startsWith(needle)
      : text.includes(needle);
};

/**
 * A declared call as the server registers it (`serverRoute`), as a pattern: `/v1/x/:id/activate` matches
 * `/v1/x/7/activate`, and `/v1/x/:clientId/driver/:driverId` captures both ids, named by the path's placeholders.
 */
function routePattern(entity: EntitySchema, action: ApiActionName) {
  const route = serverRoute(entity, action)!;
  const escaped = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '(\\d+)');
  return {
    method: route.method,
    pattern: new RegExp(`^${escaped.replace(/\/$/, '')}/?$`),
    placeholders: pathPlaceholders(entity.api.actions[action]!.path),
  };
}

interface Table {
  entity: EntitySchema;
  records: EntityRecord[];
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/**
 * A stand-in for the reference API, for Storybook and component tests: it answers exactly the calls the
 * schemas declare (matched by method and route, as the server registers them) from arrays in memory, in our
 * envelope: list with its filters (and its parent's, `list.parent`), sort and pages of 20, get, create (or the
 * form's create flow, `createExtensions`), update, delete, activate, inactivate, an association's link and
 * unlink, and the short list (narrowed by relation fields and by an association's `candidates`, as the server
 * does, or a field's distinct values, `api.shortListValues`). Joined fields (`storage.joins`) are read from the
 * other tables at each read. Tests of the real API live in apps/api.
 *
 * @example createRestDataProvider(createInMemoryApi([{ entity: clients, records: clientRows }]))
 */
export function createInMemoryApi(tables: Table[], options: InMemoryApiOptions = {}): HttpRequest {
  const state = tables.map(({ entity, records }) => ({ entity, records: records.map((r) => ({ ...r })) }));
  const tableOf = (entityId: string | undefined) => state.find((table) => table.entity.id === entityId);
  // The entity's calls and each variant's create, served by the variant's view (its form, its kind).
  const routes = state.flatMap((table) =>
    entityCalls(table.entity).map(({ view, action }) => ({
      table,
      view,
      action,
      ...routePattern(view, action),
    })),
  );

  /** The display names of a record's relations (clientName), from the related tables, as the server computes them. */
  function withNames(entity: EntitySchema, record: EntityRecord): EntityRecord {
    const named = { ...record };
    for (const [name, field] of Object.entries(entity.fields)) {
      const nameField = field.relation?.nameField;
      const related = tableOf(field.relation?.entity);
      if (!nameField || !related) continue;
      const target = related.records.find((other) => other.id === record[name]);
      named[nameField] = target ? recordDisplayName(related.entity, target) : null;
    }
    return named;
  }

  /**
   * A record as a read answers it: its joined fields (`storage.joins`) taken now from the tables this API holds
   * (a related record's field, or the field of this record's latest active link); kept as given otherwise.
   */
  function read(entity: EntitySchema, record: EntityRecord, depth = 0): EntityRecord {
    const joins = Object.entries(entity.storage.joins);
    if (joins.length === 0 || depth > 3) return record;
    const joined = { ...record };
    for (const [name, join] of joins) {
      if ('from' in join) {
        const related = tableOf(entity.fields[join.from]?.relation?.entity);
        if (!related) continue;
        const target = related.records.find((other) => other.id === record[join.from]);
        joined[name] = target ? (read(related.entity, target, depth + 1)[join.field] ?? null) : null;
      } else {
        const links = tableOf(join.link);
        if (!links) continue;
        const latest = links.records
          .filter((link) => link[join.on] === record.id && link[IS_ACTIVE_FIELD] !== false)
          .sort((a, b) => a.id - b.id)
          .at(-1);
        joined[name] = latest ? (read(links.entity, latest, depth + 1)[join.field] ?? null) : null;
      }
    }
    return joined;
  }

  function insert(table: Table, values: Record<string, unknown>): EntityRecord {
    const created = withNames(table.entity, {
      ...values,
      id: Math.max(0, ...table.records.map((r) => r.id)) + 1,
      createdAt: new Date().toISOString(),
      [IS_ACTIVE_FIELD]: true,
    });
    table.records.push(created);
    return created;
  }

  const tablesForFlows: InMemoryTables = {
    records: (entityId) => tableOf(entityId)?.records ?? [],
    insert: (entityId, values) => {
      const table = tableOf(entityId);
      if (!table) throw new Error(`The in-memory API was given no table of ${entityId}.`);
      return insert(table, values);
    },
  };

  /**
   * The children a short list leaves out: for each association with `candidates` whose child is this entity,
   * when the query carries its candidate parameters (`OnlyUnliked=true`) and a parent id, the children linked
   * to that parent.
   */
  function linkedChildren(child: EntitySchema, query: Record<string, string>): Set<unknown> {
    const left = new Set<unknown>();
    for (const { entity, records } of state) {
      const { association } = entity;
      const parent = entity.list.parent?.field;
      if (!association?.candidates || !parent || association.child.entity !== child.id) continue;
      const parentId = query[parent];
      if (!parentId || !/^[0-9]{1,9}$/.test(parentId)) continue;
      if (!Object.entries(association.candidates).every(([param, value]) => query[param] === value)) continue;
      for (const link of records)
        if (link[parent] === Number(parentId)) left.add(link[association.child.field]);
    }
    return left;
  }

  function payload(entity: EntitySchema, variant: 'create' | 'edit', body: unknown) {
    const fields = Object.keys(formJsonSchema(entity, variant).properties);
    return Object.fromEntries(fields.map((field) => [field, (body as Record<string, unknown>)[field]]));
  }

  function answer(call: Call): unknown {
    const route = routes.find((r) => r.method === call.method && r.pattern.test(call.path));
    if (!route) throw apiError(`Chamada sem resposta no stub: ${call.method} ${call.path}`);
    const { table, action, view } = route;
    const { entity, records } = table;
    const captured = route.pattern.exec(call.path)!.slice(1).map(Number);
    const params = Object.fromEntries(route.placeholders.map((name, i) => [name, captured[i]]));
    const found = records.find((record) => record.id === params['id']);
    const search = new URLSearchParams(call.query);
    const query = Object.fromEntries(search);
    const needsRecord = ['get', 'update', 'delete', 'activate', 'inactivate'].includes(action);
    if (needsRecord && !found) throw apiError(entity.messages.notFound);
    switch (action) {
      case 'list': {
        // A repeated parameter (a `multiple` filter's values) reads as the server reads it: a list.
        const repeated = [...search.keys()].filter((key) => search.getAll(key).length > 1);
        const lists = Object.fromEntries(repeated.map((key) => [key, search.getAll(key)]));
        const { page, filters } = parseListQuery(entity, { ...query, ...lists });
        const sort: ListSort = parseListSort(entity, query) ?? entity.list.defaultSort;
        const sign = sort.direction === 'asc' ? 1 : -1;
        // A named order's `first` values ahead of the others, as the API orders them.
        const rank = (record: EntityRecord) => {
          const at = sort.first?.indexOf(record[sort.field] as string | number) ?? -1;
          return at === -1 ? (sort.first?.length ?? 0) : at;
        };
        const rows = records
          .map((record) => read(entity, record))
          .filter((record) =>
            filters.every(({ filter, value }) =>
              filterValues(filter, value).some((one) => matches(record[filter.field], one, filter.match)),
            ),
          )
          .sort(
            (a, b) =>
              rank(a) - rank(b) ||
              sign *
                String(a[sort.field] ?? '').localeCompare(String(b[sort.field] ?? ''), 'pt-BR', {
                  numeric: true,
                }),
          );
        const data = {
          itens: rows.slice((page - 1) * 20, page * 20),
          totalPages: Math.ceil(rows.length / 20),
          totalItems: rows.length,
          page,
          perPage: 20,
        };
        return { success: true, data };
      }
      case 'all':
      case 'select': {
        // As the server: only relation fields narrow a short list (`?clientId=3`); other parameters do not.
        const narrowed = records.filter((record) =>
          Object.entries(query).every(([name, value]) => {
            const field = entity.fields[name];
            return !field?.relation || field.writeOnly || String(record[name]) === value;
          }),
        );
        const values = entity.api.shortListValues;
        if (values) {
          const texts = [...new Set(narrowed.map((record) => String(record[values] ?? '')))]
            .filter(Boolean)
            .sort((a, b) => a.localeCompare(b, 'pt-BR'));
          return { success: true, data: texts.map((text) => ({ key: text, value: text, text })) };
        }
        const linked = linkedChildren(entity, query);
        const options = narrowed
          .filter((record) => record[IS_ACTIVE_FIELD] !== false && !linked.has(record.id))
          .map((record) => ({ key: record.id, value: record.id, text: recordDisplayName(entity, record) }))
          .sort((a, b) => a.text.localeCompare(b.text, 'pt-BR'));
        return { success: true, data: options };
      }
      case 'get':
        return { success: true, data: read(entity, found!) };
      case 'delete':
        records.splice(records.indexOf(found!), 1);
        return { success: true, data: found };
      case 'activate':
      case 'inactivate':
        found![IS_ACTIVE_FIELD] = action === 'activate';
        return { success: true, data: found };
      case 'link': {
        // POST { <parent>: id, <payloadField>: [ids] }: adds the missing links, reactivates inactive ones.
        const parent = entity.list.parent!.field;
        const { child, payloadField } = entity.association!;
        const body = (call.body ?? {}) as Record<string, unknown>;
        const parentId = body[parent];
        const childIds = body[payloadField];
        if (!isId(parentId)) throw apiError(entity.messages.linkFailed);
        if (!Array.isArray(childIds) || childIds.length === 0 || !childIds.every(isId))
          throw apiError(entity.messages.linkFailed);
        const children = tableOf(entity.fields[child.field]?.relation?.entity);
        if (children && childIds.some((childId) => !children.records.some((r) => r.id === childId)))
          throw apiError(children.entity.messages.notFound);
        let linked = 0;
        for (const childId of new Set(childIds)) {
          const present = records.find((r) => r[parent] === parentId && r[child.field] === childId);
          if (present) present[IS_ACTIVE_FIELD] = true;
          else {
            insert(table, { [parent]: parentId, [child.field]: childId });
            linked += 1;
          }
        }
        return { success: true, data: { linked } };
      }
      case 'unlink': {
        // DELETE on the path's {field}s (/{clientId}/driver/{driverId}): the one link they name.
        const link = records.find((record) =>
          route.placeholders.every((name) => record[name] === params[name]),
        );
        if (!link) throw apiError(entity.messages.notFound);
        records.splice(records.indexOf(link), 1);
        return { success: true, data: { unlinked: 1 } };
      }
      case 'create':
      case 'update': {
        const flowName = action === 'create' ? view.forms.create?.extension : undefined;
        if (flowName) {
          const flow = options.createExtensions?.[flowName];
          if (!flow) throw apiError(`Fluxo de criação "${flowName}" sem resposta no stub`);
          return { success: true, data: flow(payload(view, 'create', call.body), tablesForFlows) };
        }
        const data = {
          ...payload(view, action === 'create' ? 'create' : 'edit', call.body),
          ...(action === 'create' ? variantValues(view) : {}),
        };
        if (
          entity.storage.unique.some((field) =>
            records.some((r) => r[field] === data[field] && r.id !== found?.id),
          )
        )
          throw apiError(entity.messages.duplicate);
        if (found)
          return { success: true, data: Object.assign(found, withNames(entity, { ...found, ...data })) };
        return { success: true, data: insert(table, data) };
      }
    }
  }

  return (call) =>
    new Promise((resolve, reject) => {
      if (options.latency === Infinity) return;
      setTimeout(() => {
        if (options.failWith) reject(options.failWith);
        else {
          try {
            resolve(answer(call));
          } catch (error) {
            reject(error);
          }
        }
      }, options.latency ?? 150);
    });
}
