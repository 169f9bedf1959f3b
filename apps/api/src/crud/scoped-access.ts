import type { FastifyRequest } from 'fastify';
import { type EntityStore, forClient } from './entity-store.ts';
import type { Repository } from './repository.ts';
import { requestClientScope } from './tenant-scope.ts';

/** An entity's store and repository as each caller sees them: every client's, or their own client's only. */
export interface ScopedAccess {
  /** Every client's store: for what does not depend on the caller (schemas, columns, validators). */
  store: EntityStore;
  storeOf(request: FastifyRequest): EntityStore;
  repositoryOf(request: FastifyRequest): Repository;
}

/** More clients than any customer has: past it the cache starts again rather than grow without end. */
const MAX_CACHED_CLIENTS = 10_000;

/**
 * The store and repository of an entity narrowed to the caller's client (`forClient`), made once per client and
 * kept: a confined caller (a Manager) reads, lists, exports and writes only their client's records, and
 * another client's record is not found (404).
 */
export function scopedAccess(
  store: EntityStore,
  makeRepository: (store: EntityStore) => Repository,
): ScopedAccess {
  const everyClient = { store, repository: makeRepository(store) };
  const byClient = new Map<number | null, typeof everyClient>();
  const of = (request: FastifyRequest) => {
    const scope = requestClientScope(request);
    if (scope.all) return everyClient;
    let found = byClient.get(scope.clientId);
    if (!found) {
      if (byClient.size >= MAX_CACHED_CLIENTS) byClient.clear();
      const narrowed = forClient(store, scope);
      found = { store: narrowed, repository: makeRepository(narrowed) };
      byClient.set(scope.clientId, found);
    }
    return found;
  };
  return {
    store,
    storeOf: (request) => of(request).store,
    repositoryOf: (request) => of(request).repository,
  };
}
