import { inArray, sql } from 'drizzle-orm';
import type { WriteHook } from '../../crud/write-hooks.ts';
import type { Transaction } from '../../db/database.ts';
import { fleets } from '../../db/generated/entity-tables.ts';
import type { RecomputeQueue } from './jobs.ts';
import { type ClientMonth, TIME_ZONE } from './recompute.ts';

/**
 * The months of a client a change of its bonus ranges affects: every month it has results for, and the
 * current month (São Paulo's). A month with readings but no results yet already has its recomputation queued
 * (by the ingest or the start-up sweep), and that job reads the ranges when it runs.
 */
export async function monthsOfClients(tx: Transaction, clientIds: readonly number[]): Promise<ClientMonth[]> {
  if (clientIds.length === 0) return [];
  const ids = sql.join(
    clientIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    select distinct client_id as "clientId", year::int as year, month::int as month
    from driver_month_results
    where client_id in (${ids})
    union
    select c.id, extract(year from now() at time zone ${TIME_ZONE})::int,
      extract(month from now() at time zone ${TIME_ZONE})::int
    from clients c
    where c.id in (${ids})
  `);
  const { rows } = result as { rows: Array<Record<keyof ClientMonth, unknown>> };
  return rows.map((row) => ({
    clientId: Number(row.clientId),
    year: Number(row.year),
    month: Number(row.month),
  }));
}

/**
 * The write hook of the bonus ranges (`api.afterWrite: "rewards-recompute"` in schemas/bonus-configs.json):
 * a range created, edited, deleted, activated or deactivated changes the prizes of its operation's client,
 * so that client's months are queued for recomputation in the same transaction.
 */
export function recomputeOnRangeChange(queue: RecomputeQueue): WriteHook {
  return async (tx, { before, after }) => {
    const fleetIds = [
      ...new Set(
        [before?.['fleetId'], after?.['fleetId']].filter((id): id is number => Number.isInteger(id)),
      ),
    ];
    if (fleetIds.length === 0) return;
    const owners = await tx
      .selectDistinct({ clientId: fleets.clientId })
      .from(fleets)
      .where(inArray(fleets.id, fleetIds));
    await queue.enqueue(
      tx,
      await monthsOfClients(
        tx,
        owners.map(({ clientId }) => clientId),
      ),
    );
  };
}
