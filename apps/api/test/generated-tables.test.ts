import { readFileSync } from 'node:fs';
import { entities } from '@frota/engine/entities';
import { describe, expect, it } from 'vitest';
import { entityTablesSource } from '../scripts/entity-tables-source.ts';
import { ENTITY_TABLES_FILE } from '../scripts/generate-tables.ts';

describe('src/db/generated/entity-tables.ts', () => {
  it('is what the generator writes from the current schemas (run `npm run generate -w @frota/api`)', () => {
    expect(readFileSync(ENTITY_TABLES_FILE, 'utf8')).toBe(entityTablesSource(entities));
  });
});
