import {
  entityCalls,
  formJsonSchema,
  IS_ACTIVE_FIELD,
  parseListQuery,
  parseListSort,
  recordDisplayName,
  variantValues,
} from '../../core/index.ts';
import type { EntityRecord, EntitySchema, Filter, ResolvedCall } from '../../core/index.ts';
import type { HttpRequest } from '../shared/data-provider.ts';

type Call = ResolvedCall & { query?: string; body?: unknown };

export interface InMemoryApiOptions {
  /** Delay of every answer, in ms; Infinity never answers (the loading state). */
  latency?: number;
  /** Every call fails with this error (the error state). */
  failWith?: Error;
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

/** A declared call's path as a pattern: `/v1/x/{id}/activate` matches `/v1/x/7/activate`, capturing 7. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{id\\}', '(\\d+)');
  return new RegExp(`^${escaped.replace(/\/$/, '')}/?$`);
}

interface Table {
  entity: EntitySchema;
  records: EntityRecord[];
}

/**
 * A stand-in for the reference API, for Storybook and component tests: it answers exactly the calls the
 * schemas declare (matched by method and path, as the real data provider builds them) from arrays in memory,
 * in our envelope: list with its filters, sort and pages of 20, get, create, update, delete, activate,
 * inactivate and the short list (narrowed by relation fields, as the server does). Tests of the real API live
 * in apps/api.
 *
 * @example createRestDataProvider(createInMemoryApi([{ entity: clients, records: clientRows }]))
 */
export function createInMemoryApi(tables: Table[], options: InMemoryApiOptions = {}): HttpRequest {
  const state = tables.map(({ entity, records }) => ({ entity, records: records.map((r) => ({ ...r })) }));
  // The entity's calls and each variant's create, served by the variant's view (its form, its kind).
  const routes = state.flatMap((table) =>
    entityCalls(table.entity).map(({ view, action }) => {
      const call = view.api.actions[action] as { method: string; path: string };
      return {
        table,
        view,
        action,
        method: call.method,
        pattern: pathPattern(`${view.api.basePath}${call.path}`),
      };
    }),
  );

  /** The display names of a record's relations (clientName), from the related tables, as the server computes them. */
  function withNames(entity: EntitySchema, record: EntityRecord): EntityRecord {
    const named = { ...record };
    for (const [name, field] of Object.entries(entity.fields)) {
      const nameField = field.relation?.nameField;
      const related = state.find((other) => other.entity.id === field.relation?.entity);
      if (!nameField || !related) continue;
      const target = related.records.find((other) => other.id === record[name]);
      named[nameField] = target ? recordDisplayName(related.entity, target) : null;
    }
    return named;
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
    const id = Number(route.pattern.exec(call.path)?.[1]);
    const found = records.find((record) => record.id === id);
    const query = Object.fromEntries(new URLSearchParams(call.query));
    const needsRecord = ['get', 'update', 'delete', 'activate', 'inactivate'].includes(action);
    if (needsRecord && !found) throw apiError(entity.messages.notFound);
    switch (action) {
      case 'list': {
        const { page, filters } = parseListQuery(entity, query);
        const sort = parseListSort(entity, query) ?? entity.list.defaultSort;
        const sign = sort.direction === 'asc' ? 1 : -1;
        const rows = records
          .filter((record) =>
            filters.every(({ filter, value }) => matches(record[filter.field], value, filter.match)),
          )
          .sort(
            (a, b) =>
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
        const options = records
          .filter((record) => record[IS_ACTIVE_FIELD] !== false)
          .filter((record) =>
            Object.entries(query).every(([field, value]) => String(record[field]) === value),
          )
          .map((record) => ({ key: record.id, value: record.id, text: recordDisplayName(entity, record) }))
          .sort((a, b) => a.text.localeCompare(b.text, 'pt-BR'));
        return { success: true, data: options };
      }
      case 'get':
        return { success: true, data: found };
      case 'delete':
        records.splice(records.indexOf(found!), 1);
        return { success: true, data: found };
      case 'activate':
      case 'inactivate':
        found![IS_ACTIVE_FIELD] = action === 'activate';
        return { success: true, data: found };
      case 'create':
      case 'update': {
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
        const created = withNames(entity, {
          ...data,
          id: Math.max(0, ...records.map((r) => r.id)) + 1,
          createdAt: new Date().toISOString(),
          [IS_ACTIVE_FIELD]: true,
        });
        records.push(created);
        return { success: true, data: created };
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
