import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { trackingLogs, vehiclePlates } from '../../db/generated/entity-tables.ts';
import type { RecomputeQueue } from '../rewards/jobs.ts';
import { TIME_ZONE } from '../rewards/recompute.ts';
import type { IngestKey } from './integration-keys.ts';
import { checkReading, type CheckedReading } from './readings.ts';

/** The most readings one call may carry. */
export const MAX_READINGS_PER_BATCH = 1000;

export interface IngestResult {
  received: number;
  /** Readings stored now. */
  accepted: number;
  /** Good readings already stored by an earlier call (same plate and time): a retried batch adds nothing. */
  duplicates: number;
  refused: Array<{ index: number; reason: string }>;
}

/**
 * Stores a batch of tracker readings as tracking logs: each reading is checked on its own, a bad one is
 * refused with its index and reason while the good ones are kept, a reading older than `maxAgeDays` is
 * refused, a plate must be registered (its client is the reading's) and, for a key of one client, be that
 * client's, and a reading already stored (same plate and time) is not stored twice. The readings stored
 * queue, in the same transaction, the recomputation of the rewards of each client-month (São Paulo's) they
 * fall in, when they name a driver.
 */
export async function ingestReadings(
  db: Database,
  readings: readonly unknown[],
  {
    rewards,
    key,
    maxAgeDays,
    now = new Date(),
  }: { rewards: RecomputeQueue; key: IngestKey; maxAgeDays: number; now?: Date },
): Promise<IngestResult> {
  const refused: IngestResult['refused'] = [];
  const good: Array<{ index: number; reading: CheckedReading }> = [];
  const oldest = now.getTime() - maxAgeDays * 86_400_000;
  readings.forEach((raw, index) => {
    const checked = checkReading(raw, now);
    if (typeof checked === 'string') refused.push({ index, reason: checked });
    else if (checked.savedAt.getTime() < oldest)
      refused.push({ index, reason: `Leitura de mais de ${maxAgeDays} dias atrás: não é aceita.` });
    else good.push({ index, reading: checked });
  });
  const plates = [...new Set(good.map(({ reading }) => reading.placa))];
  const clients = new Map<string, number>();
  if (plates.length > 0)
    for (const row of await db
      .select({ plate: vehiclePlates.plate, clientId: vehiclePlates.clientId })
      .from(vehiclePlates)
      .where(inArray(vehiclePlates.plate, plates)))
      clients.set(row.plate, row.clientId);
  const rows: Array<CheckedReading & { clientId: number }> = [];
  for (const { index, reading } of good) {
    const clientId = clients.get(reading.placa);
    if (clientId === undefined) refused.push({ index, reason: `Placa ${reading.placa} não cadastrada.` });
    else if (key.clientId !== null && clientId !== key.clientId)
      refused.push({ index, reason: `Placa ${reading.placa} não é de um veículo do cliente desta chave.` });
    else rows.push({ ...reading, clientId });
  }
  refused.sort((a, b) => a.index - b.index);
  let accepted = 0;
  if (rows.length > 0) {
    accepted = await db.transaction(async (tx) => {
      const stored = await tx
        .insert(trackingLogs)
        .values(rows)
        .onConflictDoNothing({ target: [trackingLogs.placa, trackingLogs.savedAt] })
        .returning({
          clientId: trackingLogs.clientId,
          cpf: trackingLogs.motoristaCpf,
          year: sql<number>`extract(year from ${trackingLogs.savedAt} at time zone ${TIME_ZONE})::int`,
          month: sql<number>`extract(month from ${trackingLogs.savedAt} at time zone ${TIME_ZONE})::int`,
        });
      await rewards.enqueue(
        tx,
        stored.flatMap(({ clientId, cpf, year, month }) =>
          clientId !== null && cpf ? [{ clientId, year: Number(year), month: Number(month) }] : [],
        ),
      );
      return stored.length;
    });
  }
  return { received: readings.length, accepted, duplicates: rows.length - accepted, refused };
}
