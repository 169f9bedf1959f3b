import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { rowsOf } from '../src/db/rows.ts';

const serverUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!serverUrl)('the API’s connections to PostgreSQL', () => {
  it('run without JIT compilation, which cost the monitor’s feed 20-30 ms a poll at scale', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl ?? '', dataDir: '' });
    try {
      const [row] = rowsOf<{ jit: string }>(await database.db.execute(sql`show jit`));
      expect(row?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
