import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { entities } from '@frota/engine/entities';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impliedByPartitioning, MARKER } from '../scripts/partitions-migration.ts';
import { maintainPartitions, monthOf, partitionedTables } from '../src/crud/partitions.ts';
import type { Database, DatabaseHandle } from '../src/db/database.ts';
import { trackingLogs } from '../src/db/generated/entity-tables.ts';
import { rowsOf } from '../src/db/rows.ts';
import { openTestDatabase } from './helpers/database.ts';

const [readings] = partitionedTables(entities);
const NOW = new Date('2026-11-15T12:00:00Z');

const names = async (db: Database) =>
  rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'tracking_logs'::regclass order by 1`),
  ).map((row) => row.name);

const countOf = async (db: Database, from: string) =>
  Number(rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${from}`)))[0]?.n);

/** Hours and São Paulo days (per group of values) whose kept count differs from the readings': none when right. */
async function countsMismatches(db: Database): Promise<number> {
  const [row] = rowsOf<{ hours: number; days: number }>(
    await db.execute(sql`select
      (select count(*)::int from (select date_trunc('hour', saved_at at time zone 'UTC') as hour, count(*)::int as n
          from tracking_logs group by 1) real
        full join tracking_logs_counts_by_hour kept using (hour)
        where real.n is distinct from kept.row_count) as hours,
      (select count(*)::int from (select g.id as group_id, (r.saved_at at time zone 'America/Sao_Paulo')::date as day,
          count(*)::int as n from tracking_logs r join tracking_logs_count_groups g
          on g.client_id is not distinct from r.client_id and g.placa is not distinct from r.placa
          and g.motorista_nome is not distinct from r.motorista_nome group by 1, 2) real
        full join tracking_logs_counts_by_day kept using (group_id, day)
        where real.n is distinct from kept.row_count) as days`),
  );
  return (row?.hours ?? -1) + (row?.days ?? -1);
}

const plan = async (db: Database, where: string) =>
  rowsOf<{ 'QUERY PLAN': string }>(
    await db.execute(
      sql.raw(`explain select * from tracking_logs where ${where} order by saved_at desc limit 20`),
    ),
  )
    .map((row) => row['QUERY PLAN'])
    .join('\n');

describe('a table partitioned by São Paulo month (storage.partitions)', () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await openTestDatabase({ seeded: true });
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('is the tracking logs, by saved_at, three months ahead', () => {
    expect(readings).toEqual({
      table: 'tracking_logs',
      column: 'saved_at',
      monthsAhead: 3,
      defaultTable: 'tracking_logs_default',
      counts: { hourTable: 'tracking_logs_counts_by_hour', dayTable: 'tracking_logs_counts_by_day' },
    });
    expect(monthOf(new Date('2026-12-01T02:59:59Z'))).toEqual({ year: 2026, month: 11 });
    expect(monthOf(new Date('2026-12-01T03:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('gets the current month, the months ahead and each month of the records waiting in the default partition', async () => {
    const total = await countOf(db, 'tracking_logs');
    const waiting = await countOf(db, 'tracking_logs_default');
    expect(waiting).toBe(total);
    expect(total).toBeGreaterThan(0);

    const report = await maintainPartitions(db, readings!, { now: NOW });
    expect(report.created).toEqual(
      expect.arrayContaining(['tracking_logs_p202611', 'tracking_logs_p202702']),
    );
    expect(report.created).not.toContain('tracking_logs_p202703');
    expect(report.moved).toBe(waiting);
    expect(await countOf(db, 'tracking_logs_default')).toBe(0);
    expect(await countOf(db, 'tracking_logs')).toBe(total);
    expect(await countsMismatches(db)).toBe(0);

    expect(await maintainPartitions(db, readings!, { now: NOW })).toEqual({
      table: 'tracking_logs',
      created: [],
      moved: 0,
      dropped: [],
    });
  });

  it('writes a reading of a month without partition to the default one, and the next run gives it its month', async () => {
    await db.insert(trackingLogs).values({ placa: 'PRT1A11', savedAt: new Date('2019-05-10T12:00:00Z') });
    expect(await countOf(db, 'tracking_logs_default')).toBe(1);
    const report = await maintainPartitions(db, readings!, { now: NOW });
    expect(report).toMatchObject({ created: ['tracking_logs_p201905'], moved: 1 });
    expect(await countOf(db, 'tracking_logs_p201905')).toBe(1);
    expect(await countsMismatches(db)).toBe(0);
  });

  it('reads only the months a date filter covers', async () => {
    const october = await plan(
      db,
      `saved_at >= '2026-10-01T03:00:00Z' and saved_at < '2026-11-01T03:00:00Z' and client_id = 1`,
    );
    expect(october).toContain('tracking_logs_p202610');
    expect(october).not.toMatch(/tracking_logs_p2026(09|11)|tracking_logs_default/);
  });

  it('drops whole months past the retention, with their counts, and keeps the counts of the rest exact', async () => {
    const before = await names(db);
    const report = await maintainPartitions(db, readings!, { now: NOW, retentionMonths: 2 });
    expect(report.dropped).toContain('tracking_logs_p201905');
    expect(report.dropped).not.toContain('tracking_logs_p202609');
    expect(await names(db)).toEqual(before.filter((name) => !report.dropped.includes(name)));
    expect(await countOf(db, `tracking_logs where saved_at < '2026-09-01T03:00:00Z'`)).toBe(0);
    expect(await countsMismatches(db)).toBe(0);
  });
});

describe('the migration that partitions a table', () => {
  const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'partitions-migration-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('moves the readings of an existing table into month partitions, with their counts and keys', async () => {
    const journal = JSON.parse(await readFile(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const index = journal.entries.findIndex((entry) =>
      entry.tag.endsWith('tracking_logs_partitioned_by_month'),
    );
    expect(index).toBeGreaterThan(0);
    await cp(migrations, folder, { recursive: true });
    const before = { ...journal, entries: journal.entries.slice(0, index) };
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(before));

    const client = await PGlite.create();
    const db = drizzle(client) as unknown as Database;
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      await db.execute(sql`insert into tracking_logs (placa, client_id, saved_at)
        select 'MIG' || (i % 7), null, timestamptz '2026-01-31T12:00:00Z' + i * interval '1 hour'
        from generate_series(1, 1000) i`);
      const ids = await countOf(db, 'tracking_logs');
      await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
      await migrate(drizzle(client), { migrationsFolder: folder });

      expect(await countOf(db, 'tracking_logs')).toBe(ids);
      expect(await countOf(db, 'tracking_logs_default')).toBe(0);
      expect(await names(db)).toEqual([
        'tracking_logs_default',
        'tracking_logs_p202601',
        'tracking_logs_p202602',
        'tracking_logs_p202603',
      ]);
      expect(await countsMismatches(db)).toBe(0);
      // The ids go on from the old table's, as bigints.
      await db.execute(
        sql`insert into tracking_logs (placa, saved_at) values ('MIG9', '2026-02-10T00:00:00Z')`,
      );
      const [last] = rowsOf<{ id: string; type: string }>(
        await db.execute(
          sql`select max(id)::text as id, pg_typeof(max(id))::text as type from tracking_logs`,
        ),
      );
      expect(last).toEqual({ id: '1001', type: 'bigint' });
      await expect(
        db.execute(sql`insert into tracking_logs (placa, saved_at) values ('MIG1', '2026-01-31T13:00:00Z')`),
      ).rejects.toMatchObject({ cause: { code: '23505' } });
      expect(await countsMismatches(db)).toBe(0);
    } finally {
      await client.close();
    }
  });

  it('replaces the statements drizzle-kit writes for what partitioning changes, and nothing else', async () => {
    const written = await readFile(
      path.join(
        migrations,
        `${(JSON.parse(await readFile(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.find((e) => e.tag.endsWith('partitioned_by_month'))!.tag}.sql`,
      ),
      'utf8',
    );
    expect([...written.matchAll(MARKER)].map((match) => match.slice(1))).toEqual([
      ['tracking_logs', 'saved_at'],
    ]);
    const implied = [
      '/* drizzle-kit cannot name the old key */\n-- ALTER TABLE "tracking_logs" DROP CONSTRAINT "<constraint_name>";',
      'ALTER TABLE "tracking_logs" ALTER COLUMN "id" SET DATA TYPE bigserial;',
      'ALTER TABLE "tracking_logs" ALTER COLUMN "saved_at" SET DEFAULT now();',
      'ALTER TABLE "tracking_logs" ALTER COLUMN "saved_at" SET NOT NULL;',
      'ALTER TABLE "tracking_logs" ADD CONSTRAINT "tracking_logs_id_saved_at_pk" PRIMARY KEY("id","saved_at");',
    ];
    for (const statement of implied)
      expect(impliedByPartitioning(statement, 'tracking_logs', 'saved_at')).toBe(true);
    for (const statement of [
      'ALTER TABLE "tracking_logs" ADD COLUMN "heading" double precision;',
      'ALTER TABLE "clients" ALTER COLUMN "id" SET DATA TYPE bigserial;',
      'ALTER TABLE "tracking_logs" ALTER COLUMN "placa" SET NOT NULL;',
    ])
      expect(impliedByPartitioning(statement, 'tracking_logs', 'saved_at')).toBe(false);
  });
});
