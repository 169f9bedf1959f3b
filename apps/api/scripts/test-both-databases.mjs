// Runs the API suite on PGlite, then once more on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const runs = [['PGlite', withoutPostgres]];
if (TEST_DATABASE_URL)
  runs.push([`PostgreSQL (${TEST_DATABASE_URL})`, { ...withoutPostgres, TEST_DATABASE_URL }]);
for (const [name, env] of runs) {
  console.log(`\n--- API tests on ${name} ---`);
  const result = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
