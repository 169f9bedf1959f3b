import { notRegistered } from '@frota/engine';
import type { Database, Transaction } from '../db/database.ts';
import type { JsonSchema } from '../http/envelope.ts';

/** A payload split into the record's own fields (validated by its form) and its nested parts. */
export interface SplitPayload<Details> {
  values: unknown;
  details: Details;
}

/**
 * A details extension (`api.details`): the nested parts of a record kept in tables of their own (a
 * reference's fence and operating hours). The generic calls stay generic around it: `split` takes the
 * record's fields out of the payload for the form's validator, `problems` checks the nested parts (pt-BR,
 * by payload field), `write` stores them in the record's own transaction, and `read` adds them to the record
 * that get, create and update answer.
 */
export interface DetailsExtension<Details = unknown> {
  /** The payload as the API documents it, around the record's form schema (OpenAPI and serialisation). */
  bodySchema(recordBody: JsonSchema, action: 'create' | 'update'): JsonSchema;
  /** The record as get answers it, around the generic record schema. */
  recordSchema(record: JsonSchema): JsonSchema;
  /** Takes a payload apart; a payload of the wrong shape gives `details` for `problems` to refuse. */
  split(body: unknown): SplitPayload<unknown>;
  /** What is wrong with the nested parts, per payload field; empty when they may be written. */
  problems(details: unknown): Record<string, string[]>;
  /** Replaces the record's nested parts inside its write transaction (`details` passed `problems`). */
  write(tx: Transaction, recordId: number, details: Details, values: Record<string, unknown>): Promise<void>;
  /** The nested parts of a record, as get answers them. */
  read(executor: Pick<Database, 'select'>, recordId: number): Promise<Record<string, unknown>>;
  /** For the generated tests: wraps valid record fields into a payload with valid nested parts. */
  examplePayload(values: Record<string, unknown>): Record<string, unknown>;
  /** For the generated tests: payloads whose nested parts are wrong, around valid record fields. */
  invalidPayloads(values: Record<string, unknown>): Array<{ name: string; body: unknown }>;
}

/** The API's details extensions by name, as schemas name them. */
export type DetailsExtensions = Readonly<Record<string, DetailsExtension>>;

/** The extension a schema names, or an error at start-up naming the schema and what is registered. */
export function detailsExtensionFor(
  entityId: string,
  name: string,
  extensions: DetailsExtensions,
): DetailsExtension {
  const extension = extensions[name];
  if (!extension) throw notRegistered(entityId, '/api/details', name, extensions, 'API');
  return extension;
}
