import {
  advanceProgress,
  type LocationRefreshResult,
  PROGRAMMING_STATUSES,
  type ProgressReading,
  isUnderWay,
} from '@frota/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { programmings } from '../../db/generated/entity-tables.ts';
import { rowsOf } from '../../db/rows.ts';
import { describePlace } from './place-description.ts';
import { loadLandmarks, loadReferencePlaces } from './places.ts';
import {
  planOf,
  planReferenceIds,
  progressValues,
  type ProgressRow,
  selectProgressRows,
  stateOf,
  statusCode,
} from './progress-rows.ts';
import { programmingProgress, programmingStatusChanges } from './tables.ts';

/** A plate whose newest reading is older than this gets a warning. */
export const STALE_READING_MINUTES = 30;
/** The most readings applied per programming in one refresh (the newest ones). */
export const READINGS_PER_REFRESH = 50;
/** Rows per write statement. */
const CHUNK = 500;

/** The statuses a refresh moves: every started one not yet closed. */
const UNDER_WAY_CODES = PROGRAMMING_STATUSES.flatMap((status, code) => (isUnderWay(status) ? [code] : []));

interface ReadingRow {
  programming_id: number;
  saved_at: string | Date;
  latitude: number;
  longitude: number;
}

/** The new readings of each programming's main plate since its last applied one, oldest first. */
async function newReadings(
  tx: Transaction,
  ids: number[],
  now: Date,
): Promise<Map<number, ProgressReading[]>> {
  const byProgramming = new Map<number, ProgressReading[]>();
  if (ids.length === 0) return byProgramming;
  const result = await tx.execute(sql`
    select p.id as programming_id, t.saved_at, t.latitude, t.longitude
    from programmings p
    join vehicle_plates vp on vp.id = p.main_vehicle_plate_id
    left join programming_progress pp on pp.programming_id = p.id
    cross join lateral (
      select l.saved_at, l.latitude, l.longitude from tracking_logs l
      where l.placa = vp.plate
        and l.saved_at > coalesce(pp.last_reading_at, '-infinity'::timestamptz)
        and l.saved_at <= ${now.toISOString()}::timestamptz
        and l.latitude is not null and l.longitude is not null
      order by l.saved_at desc
      limit ${READINGS_PER_REFRESH}
    ) t
    where p.id in ${sql.raw(`(${ids.map((id) => Number(id)).join(',')})`)}`);
  for (const row of rowsOf<ReadingRow>(result)) {
    const list = byProgramming.get(row.programming_id) ?? [];
    list.push({
      time: new Date(row.saved_at).toISOString(),
      latitude: row.latitude,
      longitude: row.longitude,
    });
    byProgramming.set(row.programming_id, list);
  }
  return byProgramming;
}

/**
 * The plates with a reading since `since`, for the "no recent reading" warnings: bounded in time, so only the
 * latest months' partitions of the readings are searched.
 */
async function platesReportingSince(tx: Transaction, plates: string[], since: Date): Promise<Set<string>> {
  if (plates.length === 0) return new Set();
  const result = await tx.execute(sql`
    select v.placa from unnest(${`{${plates.map((p) => `"${p.replace(/"/g, '')}"`).join(',')}}`}::varchar[]) as v(placa)
    where exists (select 1 from tracking_logs l where l.placa = v.placa and l.saved_at >= ${since.toISOString()}::timestamptz)`);
  return new Set(rowsOf<{ placa: string }>(result).map((row) => row.placa));
}

interface SilentPlate {
  plate: string;
  id: number;
}

/** A plate as the portal shows it (ABC-1D23): the warnings are read as they are, in toasts. */
const shownPlate = (plate: string) => (plate.length > 3 ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate);

/** Up to this many silent plates get a warning each; more are told in one, newest programmings first. */
export const SILENT_PLATES_ONE_BY_ONE = 3;
const SILENT_PLATES_NAMED = 10;

/**
 * The warnings for plates with no recent reading: one each for a few, else one for all (a toast per truck
 * would bury the screen when a tracker integration is down).
 */
export function silentPlateWarnings(silent: readonly SilentPlate[]): string[] {
  if (silent.length <= SILENT_PLATES_ONE_BY_ONE)
    return silent.map(
      ({ plate, id }) => `Placa ${shownPlate(plate)} sem leitura recente (programação #${id}).`,
    );
  const newest = [...silent].sort((a, b) => b.id - a.id);
  const named = newest.slice(0, SILENT_PLATES_NAMED).map(({ plate, id }) => `${shownPlate(plate)} (#${id})`);
  const more = newest.length - named.length;
  return [
    `${silent.length} placas sem leitura recente há ${STALE_READING_MINUTES} minutos: ${named.join(', ')}${more > 0 ? ` e mais ${more}` : ''}.`,
  ];
}

interface Change {
  row: ProgressRow;
  status: number;
  position: { latitude: number; longitude: number } | null;
  at: Date | null;
  address: string | null;
  progress: ReturnType<typeof progressValues>;
  statusChanged: boolean;
}

/**
 * Writes the changes; answers how many were written. A programming whose status changed since it was read (a
 * cancel or complete committed meanwhile) is left alone: neither its row, nor its progress, nor its history.
 */
async function writeChanges(tx: Transaction, changes: Change[], now: Date): Promise<number> {
  let written = 0;
  for (let from = 0; from < changes.length; from += CHUNK) {
    const chunk = changes.slice(from, from + CHUNK);
    const values = chunk.map(
      (c) =>
        sql`(${c.row.id}::integer, ${c.row.status}::integer, ${c.status}::integer, ${c.position?.latitude ?? null}::float8, ${c.position?.longitude ?? null}::float8, ${c.at?.toISOString() ?? null}::timestamptz, ${c.address}::varchar)`,
    );
    // Only where the status is still the one read: a cancel or complete that came in between wins.
    const updated = await tx.execute(sql`
      update programmings as p set
        status = v.status,
        current_latitude = coalesce(v.latitude, p.current_latitude),
        current_longitude = coalesce(v.longitude, p.current_longitude),
        last_location_update = coalesce(v.at, p.last_location_update),
        current_address_info = coalesce(v.address, p.current_address_info)
      from (values ${sql.join(values, sql`, `)}) as v(id, old_status, status, latitude, longitude, at, address)
      where p.id = v.id and p.status = v.old_status
      returning p.id`);
    const ids = new Set(rowsOf<{ id: number }>(updated).map((row) => Number(row.id)));
    const kept = chunk.filter((c) => ids.has(c.row.id));
    written += kept.length;
    if (kept.length === 0) continue;
    await tx
      .insert(programmingProgress)
      .values(kept.map((c) => c.progress))
      .onConflictDoUpdate({
        target: programmingProgress.programmingId,
        set: {
          stage: sql`excluded.stage`,
          stageSince: sql`excluded.stage_since`,
          pendingInside: sql`excluded.pending_inside`,
          pendingSince: sql`excluded.pending_since`,
          pendingReadings: sql`excluded.pending_readings`,
          lastReadingAt: sql`excluded.last_reading_at`,
        },
      });
    const history = kept
      .filter((c) => c.statusChanged)
      .map((c) => ({
        programmingId: c.row.id,
        fromStatus: c.row.status,
        toStatus: c.status,
        changedAt: now,
      }));
    if (history.length > 0) await tx.insert(programmingStatusChanges).values(history);
  }
  return written;
}

/**
 * The location refresh: for every started, open programming, the main plate's readings since the last
 * refresh move its position, place and status by the rules of `@frota/domain`'s programming-progress. One
 * refresh at a time (an advisory lock), in one transaction. `within` narrows the programmings refreshed (a
 * Manager's refresh moves their client's only).
 */
export async function refreshLocations(
  db: Database,
  now = new Date(),
  within?: SQL,
): Promise<LocationRefreshResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7340031)`);
    const rows = await selectProgressRows(tx, and(inArray(programmings.status, UNDER_WAY_CODES), within));
    const warnings: string[] = [];
    const errors: string[] = [];
    const withPlate = rows.filter((row) => row.plate);
    for (const row of rows)
      if (!row.plate) warnings.push(`Programação #${row.id}: sem placa principal, posição não atualizada.`);
    // One transaction is one connection: its queries run in turn (node-postgres only queues concurrent ones).
    const places = await loadReferencePlaces(tx, rows.flatMap(planReferenceIds));
    const landmarks = await loadLandmarks(tx);
    const readings = await newReadings(
      tx,
      withPlate.map((row) => row.id),
      now,
    );
    const reporting = await platesReportingSince(
      tx,
      [...new Set(withPlate.map((row) => row.plate as string))],
      new Date(now.getTime() - STALE_READING_MINUTES * 60_000),
    );
    const silent: SilentPlate[] = [];
    const changes: Change[] = [];
    for (const row of rows) {
      try {
        const state = stateOf(row);
        if (!state) throw new Error(`status desconhecido (${String(row.status)})`);
        const own = readings.get(row.id) ?? [];
        if (row.plate && own.length === 0 && !reporting.has(row.plate))
          silent.push({ plate: row.plate, id: row.id });
        const update = advanceProgress(planOf(row, places), state, own, now.toISOString());
        if (update.ignored) continue;
        const moved = own.length > 0;
        const status = statusCode(update.state.status);
        if (!moved && !update.changed) continue;
        const position = moved ? update.state.lastPosition : null;
        changes.push({
          row,
          status,
          position,
          at: moved && update.state.lastReadingAt ? new Date(update.state.lastReadingAt) : null,
          address: position ? (describePlace(position, landmarks) ?? null) : null,
          progress: progressValues(row.id, update.state),
          statusChanged: status !== row.status,
        });
      } catch (error) {
        errors.push(`Programação #${row.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    warnings.push(...silentPlateWarnings(silent));
    const written = await writeChanges(tx, changes, now);
    return {
      totalProcessed: rows.length,
      totalUpdated: written,
      totalIgnored: rows.length - written,
      hasUpdates: written > 0,
      warnings,
      errors,
    };
  });
}
