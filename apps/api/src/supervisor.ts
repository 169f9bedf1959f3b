import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { Config } from './config.ts';
import { serveMetrics } from './http/metrics.ts';

/**
 * Deaths at start-up (before serving) within a minute after which the supervisor stops replacing workers: a
 * crash at start-up (a bad setting, a database that refuses the migrations) would loop. A worker that served and
 * then died (killed, out of memory) is always replaced.
 */
const MAX_START_DEATHS_PER_MINUTE = 10;

/**
 * The cluster's primary when WEB_CONCURRENCY > 1: starts that many workers sharing the port (node:cluster), each
 * a whole API (main.ts: migrations and the demo seed under PostgreSQL's advisory lock, then listening); replaces a
 * worker that dies and logs its death; serves every worker's metrics together on METRICS_PORT; on SIGTERM or
 * SIGINT passes the signal to the workers, which drain, and exits 0 when they all have.
 */
export async function superviseWorkers(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'supervisor' } });
  let stopping = false;
  const deaths: number[] = [];
  const serving = new Set<number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('online', () => log.info({ worker: worker.process.pid }, 'processo de trabalho iniciado'));
    // Started is not serving: a worker migrates and opens its database first. Until its replacement says this,
    // a worker that dies leaves one fewer to answer.
    worker.on('listening', () => {
      serving.add(worker.id);
      log.info({ worker: worker.process.pid }, `processo de trabalho ${worker.process.pid} atendendo`);
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    if (!serving.delete(worker.id)) deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) < now - 60_000) deaths.shift();
    log.error(
      { worker: worker.process.pid, code, signal },
      `processo de trabalho ${worker.process.pid} terminou (${signal ?? `código ${code}`}): substituindo`,
    );
    if (deaths.length > MAX_START_DEATHS_PER_MINUTE) {
      log.fatal(`${deaths.length} processos terminaram ao iniciar em um minuto: encerrando`);
      process.exit(1);
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: encerrando ${Object.keys(cluster.workers ?? {}).length} processos`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  for (let i = 0; i < config.workers; i += 1) fork();
  if (config.metrics) await serveMetrics({ ...config.metrics, cluster: true });
}
