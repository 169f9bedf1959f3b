import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type Db,
  type DrizzleTransactionLike,
  fromDrizzle,
  type JobResult,
  type QueueOptions,
} from 'pg-boss';
import type { RewardsJobSettings } from '../../config.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { type JobQueue, jobQueue, QUEUE_SCHEMA } from '../jobs/job-queue.ts';
import { type ClientMonth, recomputeClientMonth, TIME_ZONE } from './recompute.ts';

/** The pg-boss queue of the rewards' recomputations: one job per client and month. */
export const RECOMPUTE_QUEUE = 'rewards-recompute';

/**
 * A stately queue holds at most one waiting and one running job per key, so the key is the client-month: a
 * month is never recomputed by two processes at once, and a burst of writes queues it once.
 */
const QUEUE_OPTIONS = {
  // A failed recomputation (the database gone for a moment) is tried again 30 s, 1 min and 2 min later.
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  // A process that dies mid-job stops beating: another one takes the job up within a minute or so.
  heartbeatSeconds: 30,
  expireInSeconds: 3600,
} satisfies QueueOptions;

/** The singleton key of a client-month, e.g. "3:2026-10". */
export function recomputeKey({ clientId, year, month }: ClientMonth): string {
  return `${clientId}:${year}-${String(month).padStart(2, '0')}`;
}

/** Where writes queue the recomputation of the months they change. */
export interface RecomputeQueue {
  /**
   * Queues the recomputation of each client-month inside the write's own transaction: the job exists if and
   * only if the write commits. A month already waiting is not queued again: its waiting job is updated, which
   * locks it until the write commits, so no worker can take it up and compute without the write's data.
   */
  enqueue(tx: Transaction, months: readonly ClientMonth[]): Promise<void>;
}

/**
 * A transaction as pg-boss's `db` option: its statements run inside it. drizzle's types say the result of
 * `execute` is unknown; both drivers answer `{ rows }`, which the adapter reads.
 */
function inTransaction(tx: Transaction): Db {
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}

/**
 * The client-months with readings (of an identified driver) but no results: a fresh database, a restored
 * one, or readings written around the API (the seed). One index probe per client-month (a skip scan of the
 * readings by client and time), not a pass over every reading. The skip scan goes by every reading: filtering
 * it to those with a driver made each probe read past the readings without one (100,000 of them in a month cost
 * 100 ms a probe, over a minute for 3,700 months, and the API's start timed out); a month's driver is looked for
 * within that client's month only, for the months without results.
 */
export async function monthsWithoutResults(db: Pick<Database, 'execute'>): Promise<ClientMonth[]> {
  const result = await db.execute(sql`
    with recursive months(client_id, first_day) as (
      (
        select client_id, date_trunc('month', saved_at at time zone ${TIME_ZONE})::date
        from tracking_logs
        where client_id is not null and saved_at is not null
        order by client_id, saved_at
        limit 1
      )
      union all
      select next.client_id, next.first_day
      from months
      cross join lateral (
        select t.client_id, date_trunc('month', t.saved_at at time zone ${TIME_ZONE})::date as first_day
        from tracking_logs t
        where (t.client_id, t.saved_at) >=
            (months.client_id, (months.first_day + interval '1 month')::timestamp at time zone ${TIME_ZONE})
        order by t.client_id, t.saved_at
        limit 1
      ) next
    )
    select m.client_id as "clientId",
      extract(year from m.first_day)::int as year,
      extract(month from m.first_day)::int as month
    from months m
    where not exists (
      select 1 from driver_month_results r
      where r.client_id = m.client_id
        and r.year = extract(year from m.first_day)
        and r.month = extract(month from m.first_day)
    )
    and exists (
      select 1 from tracking_logs d
      where d.client_id = m.client_id
        and d.saved_at >= m.first_day::timestamp at time zone ${TIME_ZONE}
        and d.saved_at < (m.first_day + interval '1 month')::timestamp at time zone ${TIME_ZONE}
        and d.motorista_cpf is not null
    )
    order by 1, 2, 3
  `);
  const { rows } = result as { rows: Array<Record<keyof ClientMonth, unknown>> };
  return rows.map((row) => ({
    clientId: Number(row.clientId),
    year: Number(row.year),
    month: Number(row.month),
  }));
}

/** Held by a starting process while it queues the months without results (any number of processes start at once). */
const START_FILL_LOCK = 7_266_102;
/** Jobs per insert statement when a starting process queues the months without results. */
const START_FILL_BATCH = 1_000;

/**
 * Queues the months without results that no job is waiting for or computing, under a lock: of processes starting
 * together, the first queues them and the next find them queued or running. A month's results are committed
 * before its job completes, so a month is always either pending or computed, never queued twice. Answers how
 * many months were queued.
 */
async function queueMonthsWithoutResults(
  db: Database,
  queueNew: (tx: Transaction, months: readonly ClientMonth[]) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_FILL_LOCK})`);
    const pending = await tx.execute(sql`
      select singleton_key as key from ${sql.raw(QUEUE_SCHEMA)}.job
      where name = ${RECOMPUTE_QUEUE} and state in ('created', 'retry', 'active')
    `);
    const pendingKeys = new Set((pending as { rows: Array<{ key: string }> }).rows.map((row) => row.key));
    const missing = (await monthsWithoutResults(tx)).filter(
      (target) => !pendingKeys.has(recomputeKey(target)),
    );
    await queueNew(tx, missing);
    return missing.length;
  });
}

/**
 * A client-month's recomputation, logged with its figures; a failure is logged and answered false (pg-boss
 * tries the job again later).
 */
async function runRecomputation(app: FastifyInstance, db: Database, target: ClientMonth): Promise<boolean> {
  const key = recomputeKey(target);
  const began = performance.now();
  try {
    const result = await recomputeClientMonth(db, target);
    const ms = Math.round(performance.now() - began);
    app.log.info(
      { rewards: { ...target, ...result, ms } },
      `Prêmios recalculados: cliente ${target.clientId}, ${key.split(':')[1]}: ${result.drivers} motoristas ` +
        `(${result.eligible} elegíveis), ${result.readings} leituras, ${ms} ms`,
    );
    return true;
  } catch (error) {
    app.log.error({ err: error, rewards: target }, `Falha ao recalcular os prêmios de ${key}`);
    return false;
  }
}

/**
 * The rewards' recomputation queue of an app, on its job queue (its own unless given). When the app is ready,
 * the queue is created, the client-months that have readings but no results are queued and, when
 * `settings.worker`, this process starts working the queue.
 */
export function rewardsJobs(
  app: FastifyInstance,
  db: Database,
  settings: RewardsJobSettings,
  queue: JobQueue = jobQueue(app, db),
): RecomputeQueue {
  const { boss } = queue;

  const jobs: RecomputeQueue = {
    async enqueue(tx, months) {
      const byKey = new Map(months.map((target) => [recomputeKey(target), target]));
      // One order for every transaction, so two writes queueing the same months never wait on each other
      // in a cycle.
      for (const key of [...byKey.keys()].sort()) {
        const { clientId, year, month } = byKey.get(key)!;
        await boss.upsert(
          RECOMPUTE_QUEUE,
          { clientId, year, month },
          { singletonKey: key, db: inTransaction(tx) },
        );
      }
    },
  };

  queue.onStart(async () => {
    await boss.createQueue(RECOMPUTE_QUEUE, { policy: 'stately', ...QUEUE_OPTIONS });
    await boss.updateQueue(RECOMPUTE_QUEUE, QUEUE_OPTIONS);
    const queued = await queueMonthsWithoutResults(db, async (tx, months) => {
      // In bulk: a database with a year of readings of 2,000 clients has some 22,000 months to queue, one upsert
      // each took longer than the start-up allows. None is pending (checked under the lock), so plain inserts.
      for (let from = 0; from < months.length; from += START_FILL_BATCH)
        await boss.insert(
          RECOMPUTE_QUEUE,
          months
            .slice(from, from + START_FILL_BATCH)
            .map((target) => ({ data: target, singletonKey: recomputeKey(target) })),
          { db: inTransaction(tx) },
        );
    });
    if (queued > 0)
      app.log.info(
        `Prêmios: ${queued} mês(es) de clientes com leituras e sem resultados na fila de recálculo`,
      );
    if (settings.worker)
      await boss.work<ClientMonth>(
        RECOMPUTE_QUEUE,
        {
          pollingIntervalSeconds: settings.pollingIntervalSeconds,
          // A few months at a time, one after the other, and at once the next few while batches come full:
          // a backlog (a fresh database's months) drains without waiting a polling interval per month.
          batchSize: 4,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (batch) => {
          const results: JobResult[] = [];
          for (const job of batch) {
            const ok = await runRecomputation(app, db, job.data);
            results.push({ id: job.id, status: ok ? 'completed' : 'failed' });
          }
          return results;
        },
      );
  });
  return jobs;
}
