/**
 * The migration of the counts triggers (storage.counts), run by `npm run generate` after drizzle-kit, which
 * writes the counts tables but knows nothing of triggers. Each migration part starts with a marker naming the
 * counted table and the hash of its SQL; when the schemas ask for SQL whose hash is not the last one the
 * migrations reached (or the counts of a table are gone), a custom drizzle-kit migration is added with the
 * new SQL. Deterministic: when nothing changed it writes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entities } from '@frota/engine/entities';
import { FILTER_TIME_ZONE } from '../src/crud/list-filters.ts';
import { BREAKPOINT, type CountsSql, countsSql, MARKER, removedCountsSql } from './counts-triggers.ts';
import { columnName } from './entity-tables-source.ts';
import { customMigration, journal, MIGRATIONS } from './migrations-folder.ts';

const journalTags = () => journal().entries.map((entry) => entry.tag);

/** The state each counted table's triggers were left in by the migrations, in their order. */
export function migratedStates(): Map<string, string> {
  const states = new Map<string, string>();
  for (const tag of journalTags())
    for (const [, table, state] of readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8').matchAll(MARKER))
      states.set(table!, state!);
  return states;
}

/** The parts a new migration needs: counts whose SQL changed, and the triggers of counts that are gone. */
export function pendingCounts(states: ReadonlyMap<string, string>): CountsSql[] {
  const wanted = entities
    .filter((entity) => entity.storage.counts)
    .map((entity) => countsSql(entity, (field) => columnName(entity, field), FILTER_TIME_ZONE));
  const gone = [...states]
    .filter(([table, state]) => state !== 'removed' && !wanted.some((part) => part.table === table))
    .map(([table]) => removedCountsSql(table));
  return [...wanted.filter((part) => states.get(part.table) !== part.state), ...gone];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const parts = pendingCounts(migratedStates());
  if (parts.length === 0) {
    console.log('counts triggers: up to date.');
  } else {
    const name = parts.length === 1 ? `${parts[0]!.table}_counts_triggers` : 'counts_triggers';
    const tag = customMigration(name);
    const file = path.join(MIGRATIONS, `${tag}.sql`);
    writeFileSync(file, `${parts.map((part) => part.sql).join(`\n${BREAKPOINT}\n`)}\n`);
    console.log(
      `${path.relative(process.cwd(), file)}: written (${parts.map((part) => part.table).join(', ')}).`,
    );
  }
}
