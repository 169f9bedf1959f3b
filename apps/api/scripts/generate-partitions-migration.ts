/**
 * The migration that partitions a table by month (storage.partitions), run by `npm run generate` after
 * drizzle-kit. Declaring partitions changes the Drizzle table (a bigint id, the key (id, field), the field NOT
 * NULL), for which drizzle-kit writes ALTER statements that would rewrite the full table, one of them commented
 * out for want of a name: the newest migration's statements of that kind are replaced by the conversion of
 * partitions-migration.ts (or a custom migration holds it when drizzle-kit wrote none). A marker names each
 * partitioned table; deterministic: when every declared table has its marker, it writes nothing.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { entities } from '@frota/engine/entities';
import { FILTER_TIME_ZONE } from '../src/crud/list-filters.ts';
import { BREAKPOINT } from './counts-triggers.ts';
import { columnName } from './entity-tables-source.ts';
import { customMigration, JOURNAL, journal, MIGRATIONS } from './migrations-folder.ts';
import { impliedByPartitioning, MARKER, partitionTableSql, statementsOf } from './partitions-migration.ts';

/** The tables some migration already partitions. */
function partitionedByMigrations(): Set<string> {
  const tables = new Set<string>();
  for (const { tag } of journal().entries)
    for (const [, table] of readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8').matchAll(MARKER))
      tables.add(table!);
  return tables;
}

/** Renames a migration (its file and its journal entry), so its name says what it does. */
function renameMigration(tag: string, name: string): string {
  const data = journal();
  const entry = data.entries.find((e) => e.tag === tag)!;
  const renamed = `${String(entry.idx).padStart(4, '0')}_${name}`;
  renameSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(MIGRATIONS, `${renamed}.sql`));
  entry.tag = renamed;
  writeFileSync(JOURNAL, JSON.stringify(data, null, 2)); // as drizzle-kit writes it
  return renamed;
}

const done = partitionedByMigrations();
const pending = entities.filter((entity) => entity.storage.partitions && !done.has(entity.storage.table));
if (pending.length === 0) console.log('partitions: up to date.');
for (const entity of pending) {
  const table = entity.storage.table;
  const column = columnName(entity, entity.storage.partitions!.by);
  const name = `${table}_partitioned_by_month`;
  const newest = journal().entries.at(-1)!.tag;
  const newestFile = path.join(MIGRATIONS, `${newest}.sql`);
  const statements = statementsOf(readFileSync(newestFile, 'utf8'));
  const kept = statements.filter((statement) => !impliedByPartitioning(statement, table, column));
  const tag = kept.length < statements.length ? newest : customMigration(name);
  const others = tag === newest ? kept.map((statement) => statement.trim()) : [];
  writeFileSync(
    path.join(MIGRATIONS, `${tag}.sql`),
    `${[...others, partitionTableSql(entity, column, FILTER_TIME_ZONE).trim()].join(`\n${BREAKPOINT}\n`)}\n`,
  );
  const final = others.length === 0 ? renameMigration(tag, name) : tag;
  console.log(`drizzle/${final}.sql: ${table} partitioned by month of ${column}.`);
}
