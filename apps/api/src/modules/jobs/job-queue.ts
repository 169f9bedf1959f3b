import type { FastifyInstance } from 'fastify';
import { type ConstructorOptions, fromPglite, PgBoss } from 'pg-boss';
import { type Database, queueConnectionOf } from '../../db/database.ts';

/** pg-boss's schema in the API's database (its tables: `job`, `queue`...), named so a query can read its jobs. */
export const QUEUE_SCHEMA = 'pgboss';

/** The API's durable job queue: pg-boss in its own database, shared by the modules that queue work. */
export interface JobQueue {
  boss: PgBoss;
  /** Work to do once pg-boss has started (create a queue, start a worker), in the order it was given. */
  onStart(step: (boss: PgBoss) => Promise<void>): void;
}

/** pg-boss on the API's database: the PGlite instance itself, or a small pool of its own on PostgreSQL. */
function bossOptions(db: Database): ConstructorOptions {
  const connection = queueConnectionOf(db);
  const common: ConstructorOptions = {
    // No cron schedules; the queue's statistics every 30 s.
    schedule: false,
    monitorIntervalSeconds: 30,
    schema: QUEUE_SCHEMA,
  };
  if (connection.driver === 'pglite')
    return { ...common, db: fromPglite(connection.client), backend: 'pglite' };
  return { ...common, ...connection.connection, max: 3, application_name: 'frota-api-jobs' };
}

/**
 * The job queue of an app, on its database. When the app is ready, pg-boss starts (creating its schema,
 * `pgboss`, the first time) and the modules' start steps run; it stops with the app (`onClose`): a job still
 * running after 20 s is failed and retried by whichever process works its queue next, as is one of a process
 * that died. Nothing starts for an app that fails to build.
 */
export function jobQueue(app: FastifyInstance, db: Database): JobQueue {
  const boss = new PgBoss(bossOptions(db));
  boss.on('error', (error) => app.log.error({ err: error }, 'Fila de tarefas: erro'));
  const steps: Array<(boss: PgBoss) => Promise<void>> = [];
  app.addHook('onReady', async () => {
    await boss.start();
    for (const step of steps) await step(boss);
  });
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, timeout: 20_000 });
  });
  return { boss, onStart: (step) => steps.push(step) };
}
