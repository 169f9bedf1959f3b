/**
 * Starts the API: with WEB_CONCURRENCY > 1, a supervisor and that many workers (supervisor.ts); each process
 * opens the database (PGlite takes its folder's lock), applies the migrations and seeds an empty database outside
 * production (one process at a time on PostgreSQL), keeps PGlite's planner statistics, listens, and stops cleanly
 * on SIGINT or SIGTERM.
 */
import cluster from 'node:cluster';
import { entities } from '@frota/engine/entities';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { serveMetrics } from './http/metrics.ts';
import { superviseWorkers } from './supervisor.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { DataDirLockedError } from './db/lock.ts';
import { keepPlannerStatistics } from './db/statistics.ts';
import { keepPartitions } from './crud/partition-upkeep.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed/index.ts';

async function start(config: Config): Promise<void> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`;
  const seeded = await database.exclusively(async () => {
    await database.migrate();
    return config.nodeEnv !== 'production' && (await seedDemoData(database.db));
  });

  const app = await buildApp({
    db: database.db,
    config,
    ...(database.poolUse ? { poolUse: database.poolUse } : {}),
  });
  const stopPartitions = await keepPartitions(database.db, entities, config.partitionRetentionMonths, {
    report: ({ table, created, moved, dropped }) =>
      app.log.info(
        { partitions: { table, created, moved, dropped } },
        `Partições de ${table}: ${created.length} criada(s), ${dropped.length} removida(s)`,
      ),
    failed: (error) => app.log.error({ err: error }, 'Manutenção das partições falhou'),
  });
  const stopStatistics = await keepPlannerStatistics(database, (error) =>
    app.log.warn({ err: error }, 'ANALYZE falhou'),
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: encerrando`);
    stopStatistics();
    stopPartitions();
    // Fastify stops accepting, answers 503 to new requests and waits for those in flight; past the setting's
    // time the rest are cut off, so a stuck request cannot hold a deploy.
    const timeout = setTimeout(() => {
      app.log.warn(
        `${config.shutdownTimeoutSeconds} s sem terminar as requisições em andamento: encerrando assim mesmo`,
      );
      void database.close().finally(() => process.exit(0));
    }, config.shutdownTimeoutSeconds * 1000);
    timeout.unref();
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  // Under a supervisor, it serves the metrics, and the first worker alone prints the addresses.
  if (config.metrics && cluster.isPrimary) await serveMetrics({ ...config.metrics, cluster: false });
  if (cluster.worker && cluster.worker.id !== 1) return;
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    ...(config.portalDir ? [`  Portal:       ${base}`] : []),
    `  API:          ${base}/v1`,
    `  Documentação: ${base}/docs`,
    `  Banco:        ${where}${seeded ? ' (dados de demonstração criados agora)' : ''}`,
  ];
  if (config.nodeEnv !== 'production') {
    lines.push('  Contas de demonstração (senha ' + DEMO_PASSWORD + '):');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(
        `    ${account.profile.padEnd(8)} ${account.email.padEnd(20)} ${account.firstName} ${account.lastName}`,
      );
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

function main(): Promise<void> {
  const config = loadConfig();
  return cluster.isPrimary && config.workers > 1 ? superviseWorkers(config) : start(config);
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar a API:', error);
  process.exit(1);
});
