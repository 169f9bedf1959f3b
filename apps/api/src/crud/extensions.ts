import { notRegistered, type Profile } from '@frota/engine';
import type { Database } from '../db/database.ts';
import type { DetailsExtensions } from './details.ts';
import type { RecordGuards } from './record-guards.ts';
import type { EntityStore, TableCatalog } from './entity-store.ts';
import type { Repository } from './repository.ts';
import type { WriteHooks } from './write-hooks.ts';

/** What a custom create flow may use: the database, every entity's tables, and its own entity's store. */
export interface CreateExtensionContext {
  db: Database;
  catalog: TableCatalog;
  store: EntityStore;
  repository: Repository;
  profile: Profile;
}

/**
 * A custom create flow (`forms.create.extension`): it receives the payload as the create form's validator
 * accepted it for the caller's profile, and answers the call's data (sent with 200: a flow may answer
 * mixed results, one per item). It throws API errors as the generic calls do.
 */
export type CreateExtension = (
  values: Record<string, unknown>,
  context: CreateExtensionContext,
) => Promise<unknown>;

/** The API's custom create flows by name, as schemas name them. */
export type CreateExtensions = Readonly<Record<string, CreateExtension>>;

/**
 * Everything the API registers for schemas to name: create flows, details extensions, record guards and write
 * hooks.
 */
export interface Extensions {
  create: CreateExtensions;
  details: DetailsExtensions;
  guards: RecordGuards;
  afterWrite: WriteHooks;
}

/** The flow a schema names, or an error at start-up naming the schema and what is registered. */
export function createExtensionFor(
  entityId: string,
  name: string,
  extensions: CreateExtensions,
): CreateExtension {
  const extension = extensions[name];
  if (!extension) throw notRegistered(entityId, '/forms/create/extension', name, extensions, 'API');
  return extension;
}
