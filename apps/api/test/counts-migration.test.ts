import { describe, expect, it } from 'vitest';
import { migratedStates, pendingCounts } from '../scripts/generate-counts-migration.ts';

describe('the migration of the counts triggers (storage.counts)', () => {
  it('holds the triggers the schemas ask for (run `npm run generate` after changing storage.counts)', () => {
    expect(pendingCounts(migratedStates())).toEqual([]);
  });

  it('adds the triggers of new or changed counts, with the recount, and drops those of counts gone', () => {
    const [added, ...more] = pendingCounts(new Map());
    expect(more).toEqual([]);
    expect(added!.table).toBe('tracking_logs');
    expect(added!.sql.split('\n')[0]).toBe(`-- storage.counts: tracking_logs ${added!.state}`);
    expect(added!.sql).toContain('referencing new table as new_rows for each statement');
    expect(added!.sql).toContain('insert into "tracking_logs_counts_by_hour"');
    expect(pendingCounts(new Map([['tracking_logs', 'an-old-hash']]))).toEqual([added]);

    const gone = new Map([...migratedStates(), ['old_readings', 'a1b2c3d4e5f6']]);
    expect(pendingCounts(gone)).toEqual([
      {
        table: 'old_readings',
        state: 'removed',
        sql: '-- storage.counts: old_readings removed\ndrop function if exists "old_readings_counts_sync"() cascade;',
      },
    ]);
    expect(pendingCounts(new Map([...gone, ['old_readings', 'removed']]))).toEqual([]);
  });
});
