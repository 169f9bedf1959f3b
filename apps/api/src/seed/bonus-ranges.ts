import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { bonusConfigs, fleets, vehiclePlates } from '../db/generated/entity-tables.ts';

/** [minimum %, maximum %, bonus in BRL] of each range, per bonus type; touching ranges do not overlap. */
const RANGES = {
  EngineLoad: [
    [0, 60, 0],
    [60, 80, 150],
    [80, 100, 300],
  ],
  Inertia: [
    [0, 50, 0],
    [50, 75, 120.5],
    [75, 100, 250],
  ],
  EngineLoadException: [
    [0, 70, 0],
    [70, 100, 180.75],
  ],
} as const;

/** How many demo operations get bonus ranges; the others show the empty tabs. */
const OPERATIONS_WITH_RANGES = 6;

/**
 * Bonus ranges for the first active demo operations: engine load and inertia ranges for each, a little
 * different per operation, and one engine-load exception for a plate of the operation's client (every other
 * operation), so the bonus screens and the dashboard have data. One range per operation is inactive.
 */
export async function seedBonusRanges(tx: Transaction, now: Date): Promise<void> {
  const operations = await tx
    .select({ id: fleets.id, clientId: fleets.clientId })
    .from(fleets)
    .where(eq(fleets.isActive, true))
    .orderBy(asc(fleets.id))
    .limit(OPERATIONS_WITH_RANGES);
  const rows: Array<typeof bonusConfigs.$inferInsert> = [];
  for (const [o, operation] of operations.entries()) {
    const createdAt = new Date(now.getTime() - (60 - o * 5) * 24 * 3_600_000);
    // A few reais more per operation: the lists of two operations tell apart.
    const raise = o * 10;
    for (const type of ['EngineLoad', 'Inertia'] as const)
      for (const [minPerformance, maxPerformance, value] of RANGES[type])
        rows.push({
          fleetId: operation.id,
          type,
          minPerformance,
          maxPerformance,
          bonusValue: value === 0 ? 0 : value + raise,
          createdAt,
        });
    // A retired range beside the active ones, where it no longer counts.
    rows.push({
      fleetId: operation.id,
      type: 'EngineLoad',
      minPerformance: 90,
      maxPerformance: 100,
      bonusValue: 500,
      createdAt: new Date(createdAt.getTime() - 30 * 24 * 3_600_000),
      isActive: false,
    });
    if (o % 2 !== 0) continue;
    const [plate] = await tx
      .select({ id: vehiclePlates.id })
      .from(vehiclePlates)
      .where(and(eq(vehiclePlates.clientId, operation.clientId), eq(vehiclePlates.isActive, true)))
      .orderBy(asc(vehiclePlates.id))
      .limit(1);
    if (!plate) continue;
    for (const [minPerformance, maxPerformance, bonusValue] of RANGES.EngineLoadException)
      rows.push({
        fleetId: operation.id,
        type: 'EngineLoadException',
        vehiclePlateId: plate.id,
        minPerformance,
        maxPerformance,
        bonusValue,
        createdAt,
      });
  }
  if (rows.length > 0) await tx.insert(bonusConfigs).values(rows);
}
