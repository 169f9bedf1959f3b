import { type EntitySchema, parseListQuery, parseListSort } from '@frota/engine';
import { entities } from '@frota/engine/entities';
import { eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entityStore } from '../src/crud/entity-store.ts';
import { createRepository } from '../src/crud/repository.ts';
import type { Database } from '../src/db/database.ts';
import { countsTables, trackingLogs } from '../src/db/generated/entity-tables.ts';
import { ADMIN, body, setupTestApp } from './helpers/test-app.ts';

// storage.counts on the entity that declares it (tracking logs, seeded with a month of readings): the counts
// must always equal the records, and a list read through them must answer exactly as a plain count would.
const t = setupTestApp();
const entity = entities.find((candidate) => candidate.id === 'tracking-logs') as EntitySchema;
const counted = () => createRepository(t.db, entityStore(entity));
const plain = () => createRepository(t.db, { ...entityStore(entity), counts: undefined });
const { hour: hourCounts, group: countGroups, day: dayCounts } = countsTables['tracking-logs'];

const saoPauloDays = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' });
const saoPauloDay = (date: Date) => saoPauloDays.format(date);
const tally = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, rows]) => `${key} ${rows}`).sort();
};

/** The counts tables equal the records grouped in JavaScript (UTC hour; São Paulo day and values). */
async function expectExactCounts(db: Pick<Database, 'select'> = t.db) {
  const records = await db
    .select({
      savedAt: trackingLogs.savedAt,
      clientId: trackingLogs.clientId,
      placa: trackingLogs.placa,
      motoristaNome: trackingLogs.motoristaNome,
    })
    .from(trackingLogs);
  const hours = await db
    .select({ key: sql<string | null>`${hourCounts.hour}::text`, rows: hourCounts.rowCount })
    .from(hourCounts);
  const days = await db
    .select({
      day: dayCounts.day,
      rowCount: dayCounts.rowCount,
      clientId: countGroups.clientId,
      placa: countGroups.placa,
      motoristaNome: countGroups.motoristaNome,
    })
    .from(dayCounts)
    .innerJoin(countGroups, eq(countGroups.id, dayCounts.groupId));
  expect(hours.every((row) => row.rows > 0) && days.every((row) => row.rowCount > 0)).toBe(true);
  const hourOf = (key: string | null) => (key ? `${key.slice(0, 10)}T${key.slice(11, 13)}` : 'none');
  expect(hours.map((row) => `${hourOf(row.key)} ${row.rows}`).sort()).toEqual(
    tally(records.map((record) => record.savedAt?.toISOString().slice(0, 13) ?? 'none')),
  );
  const values = (row: { clientId: number | null; placa: string | null; motoristaNome: string | null }) =>
    `${row.clientId}|${row.placa}|${row.motoristaNome}`;
  expect(days.map((row) => `${row.day ?? 'none'}|${values(row)} ${row.rowCount}`).sort()).toEqual(
    tally(
      records.map((record) => `${record.savedAt ? saoPauloDay(record.savedAt) : 'none'}|${values(record)}`),
    ),
  );
}

/** Readings at the edges the counts must get right: São Paulo midnight, no date, no plate, no client. */
const EDGE_READINGS = [
  { placa: 'EDG1E11', motoristaNome: 'Borda da Silva', savedAt: new Date('2026-03-10T02:59:59.999Z') },
  { placa: 'EDG1E11', motoristaNome: 'Borda da Silva', savedAt: new Date('2026-03-10T03:00:00Z') },
  // The last instant of March in São Paulo and the first of April: two month partitions' edges.
  { placa: 'EDG1E11', motoristaNome: 'Borda da Silva', savedAt: new Date('2026-04-01T02:59:59.999Z') },
  { placa: null, motoristaNome: 'Sem Placa', savedAt: new Date('2020-02-29T12:00:00Z') },
  { placa: null, motoristaNome: null, savedAt: new Date('2026-04-01T03:00:00Z') },
];

describe('counts kept beside the table (storage.counts)', () => {
  it('equal the records after the seed, inserts, updates, deletes and a truncate', async () => {
    await expectExactCounts();
    const inserted = await t.db.insert(trackingLogs).values(EDGE_READINGS).returning({ id: trackingLogs.id });
    await expectExactCounts();

    const ids = inserted.map((row) => row.id);
    // Moved to another day and plate (a minute apart: a plate reports once per instant); then a change the
    // counts do not see.
    await t.db
      .update(trackingLogs)
      .set({
        placa: 'EDG3E33',
        savedAt: sql`timestamptz '2026-03-11T15:00:00Z' + (${trackingLogs.id} % 2) * interval '1 minute'`,
      })
      .where(inArray(trackingLogs.id, ids.slice(0, 2)));
    await expectExactCounts();
    await t.db.update(trackingLogs).set({ engineLoad: 50 }).where(inArray(trackingLogs.id, ids));
    await expectExactCounts();

    // A whole group goes (its count row with it), and a few readings of a busy one.
    await t.db.delete(trackingLogs).where(inArray(trackingLogs.id, ids.slice(0, 3)));
    const [busy] = await t.db.select({ id: trackingLogs.id }).from(trackingLogs).limit(1);
    await t.db.delete(trackingLogs).where(inArray(trackingLogs.id, [busy!.id, busy!.id + 1]));
    await expectExactCounts();

    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate ${trackingLogs}`);
        expect(await tx.select().from(hourCounts)).toEqual([]);
        expect(await tx.select().from(dayCounts)).toEqual([]);
        expect(await tx.select().from(countGroups)).toEqual([]);
        await tx.insert(trackingLogs).values(EDGE_READINGS);
        await expectExactCounts(tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    await expectExactCounts();
  }, 120_000);

  it('answer the list, not the records: a reading written without its triggers is not in the total', async () => {
    const total = async () =>
      body(await t.call('GET', '/v1/backoffice/logs?Page=1', { token: await t.tokenOf(ADMIN) })).data
        .totalItems;
    const before = await total();
    await t.db.execute(sql`alter table ${trackingLogs} disable trigger user`);
    try {
      await t.db.insert(trackingLogs).values({ placa: 'SEM1T00', savedAt: new Date() });
      expect(await total()).toBe(before);
      expect((await plain().list(1, 20, [])).totalItems).toBe(before + 1);
    } finally {
      await t.db.delete(trackingLogs).where(sql`${trackingLogs.placa} = 'SEM1T00'`);
      await t.db.execute(sql`alter table ${trackingLogs} enable trigger user`);
    }
    expect(await total()).toBe(before);
  });
});

describe('a list read through the counts', () => {
  const queries = async () => {
    const [sample] = await t.db
      .select()
      .from(trackingLogs)
      .where(sql`${trackingLogs.savedAt} is not null`)
      .limit(1);
    const day = saoPauloDay(sample!.savedAt!);
    const weekBefore = saoPauloDay(new Date(sample!.savedAt!.getTime() - 6 * 86_400_000));
    return [
      '',
      'MotoristaNome=silva',
      `MotoristaNome=${encodeURIComponent(sample!.motoristaNome!.split(' ')[0]!.toUpperCase())}`,
      `Placa=${sample!.placa!.slice(2, 5).toLowerCase()}`,
      `clientId=${sample!.clientId}`,
      'clientId=abc',
      `InicioIntervalo=${day}&FimIntervalo=${day}`,
      `InicioIntervalo=${weekBefore}&FimIntervalo=${day}`,
      `FimIntervalo=${weekBefore}`,
      `clientId=${sample!.clientId}&MotoristaNome=a&InicioIntervalo=${weekBefore}&FimIntervalo=${day}`,
      'Placa=nenhuma',
    ];
  };

  it('gives every filter, order and page exactly the rows and totals of a plain count', async () => {
    await t.db.insert(trackingLogs).values(EDGE_READINGS);
    for (const query of await queries()) {
      for (const order of ['SortField=SavedAt&SortType=Desc', 'SortField=SavedAt&SortType=Asc']) {
        const params = Object.fromEntries(new URLSearchParams(`${query}&${order}`));
        const { filters } = parseListQuery(entity, params);
        const sort = parseListSort(entity, params);
        for (const perPage of [20, 7]) {
          const first = await plain().list(1, perPage, filters, sort);
          const last = Math.max(1, first.totalPages);
          for (const page of [...new Set([1, 2, Math.ceil(last / 2), last - 1, last, last + 1])].filter(
            (p) => p > 0,
          )) {
            expect(
              await counted().list(page, perPage, filters, sort),
              `${query} ${order} page ${page} of ${perPage}`,
            ).toEqual(await plain().list(page, perPage, filters, sort));
          }
        }
      }
    }
  }, 120_000);

  it('is what the list call answers', async () => {
    for (const query of (await queries()).slice(0, 5)) {
      const response = await t.call('GET', `/v1/backoffice/logs?Page=2&${query}`, {
        token: await t.tokenOf(ADMIN),
      });
      const { filters } = parseListQuery(entity, Object.fromEntries(new URLSearchParams(query)));
      expect(body(response).data).toEqual(await plain().list(2, 20, filters));
    }
  });
});
