import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { trackingLogs, vehiclePlates } from '../../db/generated/entity-tables.ts';
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
 * refused with its index and reason while the good ones are kept, a plate must be registered (its client is
 * the reading's), and a reading already stored (same plate and time) is not stored twice.
 */
export async function ingestReadings(
  db: Database,
  readings: readonly unknown[],
  now = new Date(),
): Promise<IngestResult> {
  const refused: IngestResult['refused'] = [];
  const good: Array<{ index: number; reading: CheckedReading }> = [];
  readings.forEach((raw, index) => {
    const checked = checkReading(raw, now);
    if (typeof checked === 'string') refused.push({ index, reason: checked });
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
  const rows = [];
  for (const { index, reading } of good) {
    const clientId = clients.get(reading.placa);
    if (clientId === undefined) refused.push({ index, reason: `Placa ${reading.placa} não cadastrada.` });
    else rows.push({ ...reading, clientId });
  }
  refused.sort((a, b) => a.index - b.index);
  let accepted = 0;
  if (rows.length > 0) {
    const stored = await db
      .insert(trackingLogs)
      .values(rows)
      .onConflictDoNothing({ target: [trackingLogs.placa, trackingLogs.savedAt] })
      .returning({ id: trackingLogs.id });
    accepted = stored.length;
  }
  return { received: readings.length, accepted, duplicates: rows.length - accepted, refused };
}
