/**
 * Writes src/db/generated/entity-tables.ts from the entity schemas. Deterministic: when nothing changed it
 * writes nothing, so drizzle-kit (run next by `npm run generate`) sees no difference either.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entities } from '@frota/engine/entities';
import { entityTablesSource } from './entity-tables-source.ts';

export const ENTITY_TABLES_FILE = fileURLToPath(
  new URL('../src/db/generated/entity-tables.ts', import.meta.url),
);

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = entityTablesSource(entities);
  const relative = path.relative(process.cwd(), ENTITY_TABLES_FILE);
  if (readOrEmpty(ENTITY_TABLES_FILE) === source) {
    console.log(`${relative}: up to date (${entities.length} entities).`);
  } else {
    mkdirSync(path.dirname(ENTITY_TABLES_FILE), { recursive: true });
    writeFileSync(ENTITY_TABLES_FILE, source);
    console.log(`${relative}: written (${entities.length} entities).`);
  }
}
