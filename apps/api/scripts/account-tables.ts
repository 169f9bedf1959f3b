import { ACCOUNT_PASSWORD_FIELD, type EntitySchema, type Field } from '@frota/engine';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../src/db/identity-tables.ts';
import { requiredOnCreate } from '../src/db/required-on-create.ts';

/** The TypeScript name of the identity table that holds every account (what relations to accounts reference). */
export const ACCOUNTS_TABLE_IDENTIFIER = 'users';

/** Columns of users that no field writes: the profile (the entity's scope) and the password's hash. */
const WRITTEN_BY_THE_CAPABILITY = { profile: 'profile', password_hash: ACCOUNT_PASSWORD_FIELD } as const;

const COLUMN_TYPES: Record<string, (field: Field) => boolean> = {
  PgSerial: (field) => field.type === 'integer',
  PgInteger: (field) => field.type === 'integer',
  PgVarchar: (field) => field.type === 'string' && field.format !== 'date-time',
  PgText: (field) => field.type === 'string' && field.format !== 'date-time',
  PgBoolean: (field) => field.type === 'boolean',
  PgTimestamp: (field) => field.type === 'string' && field.format === 'date-time',
};

/** The length of a document with check digits, as its pattern stores it (digits only). */
const CHECK_DIGITS_LENGTH: Record<NonNullable<Field['checkDigits']>, number> = { cpf: 11, cnpj: 14 };

/** A stored field of an account entity and the users column that holds it. */
export interface AccountColumn {
  field: string;
  key: string;
  column: PgColumn;
}

/**
 * Checks an account entity (`storage.accounts`) against the hand-written users table, which stores it: every
 * stored field has a column of a matching type (a string no longer than its varchar), every NOT NULL column
 * without a default is written on create, unique fields are unique there, and no index is declared (the
 * identity table has its own). Returns the columns of the stored fields, or throws naming the file and path.
 */
export function accountColumns(
  entity: EntitySchema,
  stored: Array<[string, Field]>,
  columnName: (field: string) => string,
): AccountColumn[] {
  const fail = (path: string, message: string): never => {
    throw new Error(`${entity.id}.json: ${path}: ${message}`);
  };
  const byName = new Map(
    Object.entries(getTableColumns(users) as Record<string, PgColumn>).map(([key, column]) => [
      column.name,
      { key, column },
    ]),
  );
  const result = stored.map(([field, spec]): AccountColumn => {
    const name = columnName(field);
    const found = byName.get(name);
    if (!found)
      return fail(
        `/fields/${field}`,
        `users has no column "${name}" (columns: ${[...byName.keys()].join(', ')}); map it with storage.columns`,
      );
    if (!COLUMN_TYPES[found.column.columnType]?.(spec))
      fail(
        `/fields/${field}/type`,
        `users.${name} is ${found.column.getSQLType()}, which a ${spec.type} cannot fill`,
      );
    const length = (found.column as PgColumn & { length?: number }).length;
    const longest = spec.maxLength ?? (spec.checkDigits ? CHECK_DIGITS_LENGTH[spec.checkDigits] : undefined);
    if (length !== undefined && (longest === undefined || longest > length))
      fail(
        `/fields/${field}/maxLength`,
        `users.${name} is varchar(${length}): declare a maxLength of at most ${length}`,
      );
    return { field, ...found };
  });
  const written = new Set([
    ...[...requiredOnCreate(entity)].map(columnName),
    ...Object.keys(WRITTEN_BY_THE_CAPABILITY),
  ]);
  for (const [name, { column }] of byName)
    if (column.notNull && !column.hasDefault && !written.has(name))
      fail('/forms/create/required', `users.${name} is NOT NULL: its field must be required on create`);
  if (
    !entity.fields[ACCOUNT_PASSWORD_FIELD]?.writeOnly ||
    !entity.forms.create?.required.includes(ACCOUNT_PASSWORD_FIELD)
  )
    fail('/fields/password', 'an account needs a write-only password field, required on create');
  for (const [i, field] of entity.storage.unique.entries())
    if (!result.find((account) => account.field === field)?.column.isUnique)
      fail(`/storage/unique/${i}`, `users.${columnName(field)} has no unique index`);
  if (entity.storage.indexes.length > 0)
    fail('/storage/indexes', 'the identity users table has its own indexes: declare none');
  return result;
}
