/**
 * Starts the API: opens the database (PGlite takes its folder's lock), applies the migrations, seeds an empty
 * database outside production, keeps PGlite's planner statistics, listens, and stops cleanly on SIGINT or SIGTERM.
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { DataDirLockedError } from './db/lock.ts';
import { keepPlannerStatistics } from './db/statistics.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed/index.ts';

async function start(): Promise<void> {
  const config = loadConfig();
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
  await database.migrate();
  const seeded = config.nodeEnv !== 'production' && (await seedDemoData(database.db));

  const app = await buildApp({ db: database.db, config });
  const stopStatistics = await keepPlannerStatistics(database, (error) =>
    app.log.warn({ err: error }, 'ANALYZE falhou'),
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: encerrando`);
    stopStatistics();
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
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
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

start().catch((error: unknown) => {
  console.error('Falha ao iniciar a API:', error);
  process.exit(1);
});
