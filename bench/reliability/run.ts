/**
 * `npm run reliability`: the API under faults, against a PostgreSQL server of the suite's own (so it may stop it)
 * and two workers of the built API, then PGlite alone: soak, overload, worker crash, database restart, embedded
 * database crash (see each file). Prints every figure and exits 1 when a scenario fails. `--short` (CI) runs each
 * briefly: a 2-minute soak (measured again when it fails on its p99 drift alone: see result.ts), 3 rounds of each
 * crash and the overload's 30 s. `--only=soak,worker-crash` runs those scenarios alone.
 */
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { seedDemoData } from '../../apps/api/src/seed/index.ts';
import { startBuiltWorkers } from '../lib/api-server.ts';
import { prepareDemoDatabase } from '../lib/demo-database.ts';
import { API_DIR, progress, runNode, teardown } from '../lib/processes.ts';
import { databaseRestart } from './database-restart.ts';
import { embeddedCrash } from './embedded-crash.ts';
import { overload } from './overload.ts';
import { createDatabase, startPrivatePostgres } from './private-postgres.ts';
import { passed, printResult, type ScenarioResult } from './result.ts';
import { soak } from './soak.ts';
import { signIn } from './traffic.ts';
import { workerCrash } from './worker-crash.ts';

const FULL = {
  soakMinutes: 10,
  perSecond: 30,
  crashRounds: 20,
  outageSeconds: 10,
  capacitySeconds: 10,
  overloadSeconds: 30,
};
const SHORT = {
  soakMinutes: 2,
  perSecond: 30,
  crashRounds: 3,
  outageSeconds: 10,
  capacitySeconds: 5,
  // As long as the full run's: in 12 s both halves fell inside the heap's growth to its working size, and the
  // memory budget (second half's median ≤ first half's peak + 20 %) failed one CI run in three.
  overloadSeconds: 30,
};

async function main(): Promise<boolean> {
  const sizes = process.argv.includes('--short') ? SHORT : FULL;
  const log = progress('reliability');
  const results: ScenarioResult[] = [];
  const server = await startPrivatePostgres(log);
  const databaseUrl = await createDatabase(server, 'frota_reliability');
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await database.migrate();
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
  log('database migrated and seeded; building the API');
  await runNode('api build', ['scripts/build.mjs'], API_DIR, {});
  const workers = await startBuiltWorkers(databaseUrl, 2, {
    // The suite's traffic comes from one address and one integration key.
    IDENTITY_CALLS_PER_WINDOW: '1000000',
    TELEMETRY_BATCHES_PER_KEY_PER_MINUTE: '1000000',
  });
  const api = await signIn(workers.base);
  log(`2 workers on ${workers.base}; ${api.plates.length} plates for the readings`);
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const wanted = (name: string) => !only || only.split(',').includes(name);
  const soakSizes = { minutes: sizes.soakMinutes, perSecond: sizes.perSecond };
  const outage = { outageSeconds: sizes.outageSeconds, perSecond: sizes.perSecond };
  const { supervisor } = workers;
  const scenarios: Array<[string, () => Promise<ScenarioResult>]> = [
    ['soak', () => soak(api, supervisor, databaseUrl, soakSizes, log)],
    ['overload', () => overload(api, supervisor, databaseUrl, sizes, log)],
    ['worker-crash', () => workerCrash(api, workers, databaseUrl, sizes.crashRounds, log)],
    ['database-restart', () => databaseRestart(api, supervisor, server, databaseUrl, outage, log)],
  ];
  for (const [name, scenario] of scenarios) {
    if (!wanted(name)) continue;
    let result = await scenario();
    printResult(result);
    if (sizes === SHORT && result.driftOnly) {
      log(`${name}: failed on its latency drift alone; measured once more (a real drift fails both times)`);
      result = await scenario();
      printResult(result);
    }
    results.push(result);
  }
  await workers.stop();
  if (!wanted('embedded-crash')) return summary(results);
  const pglite = await prepareDemoDatabase('reliability', log, async () => {});
  const embedded = await embeddedCrash(pglite.dataDir, sizes.crashRounds, log);
  printResult(embedded);
  results.push(embedded);

  return summary(results);
}

function summary(results: ScenarioResult[]): boolean {
  console.log(`\n${results.filter(passed).length} of ${results.length} scenarios passed`);
  return results.every(passed);
}

main()
  .then(async (ok) => {
    await teardown();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await teardown();
    process.exit(1);
  });
