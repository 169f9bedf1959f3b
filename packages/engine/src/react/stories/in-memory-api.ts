import { formJsonSchema, parseListQuery } from '../../core/index.ts';
import type { EntityRecord, EntitySchema, ResolvedCall } from '../../core/index.ts';
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

const matches = (value: unknown, wanted: string, how: 'contains' | 'prefix' | 'equals') => {
  const text = String(value ?? '').toLocaleLowerCase('pt-BR');
  const needle = wanted.toLocaleLowerCase('pt-BR');
  return how === 'equals'
    ? text === needle
    : how === 'prefix'
      ? text.startsWith(needle)
      : text.includes(needle);
};

/**
 * A stand-in for the reference API of one entity, for Storybook: it answers the schema's calls (list with
 * its filters and pages of 20, get, create, update, delete, activate, inactivate) from an array in memory,
 * in our envelope. Stories stub HTTP with it; tests of the real API live in apps/api.
 */
export function createInMemoryApi(
  entity: EntitySchema,
  seed: EntityRecord[],
  options: InMemoryApiOptions = {},
): HttpRequest {
  const records = seed.map((record) => ({ ...record }));
  const messages = entity.messages;
  const base = entity.api.basePath;
  const uniques = entity.storage.unique ?? [];

  function answer(call: Call): unknown {
    const path = call.path.slice(base.length).replace(/\/$/, '') || '/';
    const [, id, action] = /^\/(\d+)(?:\/(\w+))?$/.exec(path) ?? [];
    const found = id ? records.find((record) => record.id === Number(id)) : undefined;
    if (id && !found) throw apiError(messages.notFound);
    if (call.method === 'GET' && path === '/') {
      const { page, filters } = parseListQuery(entity, Object.fromEntries(new URLSearchParams(call.query)));
      const rows = records
        .filter((record) =>
          filters.every(({ filter, value }) => matches(record[filter.field], value, filter.match)),
        )
        .sort((a, b) => b.id - a.id);
      return {
        success: true,
        data: {
          itens: rows.slice((page - 1) * 20, page * 20),
          totalPages: Math.ceil(rows.length / 20),
          totalItems: rows.length,
          page,
          perPage: 20,
        },
      };
    }
    if (call.method === 'GET' && found) return { success: true, data: found };
    if (call.method === 'DELETE' && found) {
      records.splice(records.indexOf(found), 1);
      return { success: true, data: found };
    }
    if (call.method === 'PUT' && found && action) {
      found['isActive'] = action === entity.api.actions.activate?.path.split('/').pop();
      return { success: true, data: found };
    }
    if ((call.method === 'POST' || call.method === 'PUT') && call.body) {
      const variant = call.method === 'POST' ? 'create' : 'edit';
      const data = Object.fromEntries(
        Object.keys(formJsonSchema(entity, variant).properties).map((field) => [
          field,
          (call.body as Record<string, unknown>)[field],
        ]),
      );
      if (uniques.some((field) => records.some((r) => r[field] === data[field] && r.id !== found?.id)))
        throw apiError(messages.duplicate);
      if (found) return { success: true, data: Object.assign(found, data) };
      const created = {
        ...data,
        id: Math.max(0, ...records.map((r) => r.id)) + 1,
        createdAt: new Date().toISOString(),
        isActive: true,
      };
      records.push(created);
      return { success: true, data: created };
    }
    throw apiError(`Chamada sem resposta no stub: ${call.method} ${call.path}`);
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
