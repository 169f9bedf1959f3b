import type { FieldRule } from './body-validator.ts';
import type { EntityRecord, Retirement } from '@frota/engine';
import type { RetireGuard } from './repository.ts';

type Values = Record<string, unknown>;

export type { Retirement };

/**
 * What a storage capability adds to the generic CRUD around its writes (accounts: password rules and hash,
 * a normalized e-mail, protected accounts, sessions ended). An ordinary entity has none of it.
 */
export interface EntityLifecycle {
  /** Checks beyond the schema's keywords, run by the body validators. */
  rules: FieldRule[];
  /** The validated values as stored, and the columns they imply beyond the fields (table property names). */
  prepareWrite(values: Values): Promise<{ values: Values; extra: Values }>;
  /** What refuses, inside the write's transaction, a delete or deactivation asked by the caller. */
  retireGuard(callerId: number, how: Retirement): RetireGuard | undefined;
  /** After a record was deleted or deactivated, or its secret changed (`extra` was written). */
  afterAccessChange(recordId: number): Promise<void>;
  /**
   * After an update, with the record before and after it and whether its secret changed (accounts: notify the
   * owner, end the sessions of a changed e-mail). The update reads the record first only when this is given.
   */
  afterUpdate?(before: EntityRecord, after: EntityRecord, secretChanged: boolean): Promise<void>;
}

/** The lifecycle of an entity stored in a table of its own: the values as validated, nothing around them. */
export const PLAIN_LIFECYCLE: EntityLifecycle = {
  rules: [],
  prepareWrite: async (values) => ({ values, extra: {} }),
  retireGuard: () => undefined,
  afterAccessChange: async () => {},
};
