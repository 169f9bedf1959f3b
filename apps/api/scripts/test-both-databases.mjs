// Runs the API suite on the database engines it serves. Without TEST_DATABASE_URL, every file on PGlite (the
// embedded default). With it (CI, and anyone with a PostgreSQL server): every file on PostgreSQL, production's
// database, then on PGlite the files of the code that works differently there (ENGINE_SPECIFIC_FILES). The rest
// sends the same SQL to both engines; the end-to-end suite runs the whole product on PGlite as `npm start` does.
// `npm test -- --every-file-on-both` runs every file on both engines.
import { spawnSync } from 'node:child_process';

/** What differs on PGlite, and the files that test it there. */
const ENGINE_SPECIFIC_FILES = [
  // One process per data folder (src/db/lock.ts), migrations and the readings' partitions' equivalent there.
  'test/lock.test.ts',
  'test/partitions.test.ts',
  'test/counts-migration.test.ts',
  'test/seed.test.ts',
  // pg-boss on the PGlite instance itself (src/modules/jobs/job-queue.ts): the rewards and the mail queues.
  'test/rewards-jobs.test.ts',
  'test/identity-mail.test.ts',
  'test/location-refresh.test.ts',
  // One connection: long reads in batches (src/crud/list-batches.ts), counts kept by triggers, raw rows' shape.
  'test/excel-export.test.ts',
  'test/list-counts.test.ts',
  'test/monitor-feed.test.ts',
  'test/tracking-logs.test.ts',
  'test/telemetry.test.ts',
  // The C collation (src/crud/repository.ts sorts in SQL) and PGlite's error objects (src/db/pg-errors.ts).
  'test/clients-list.test.ts',
  'test/multiple-filter.test.ts',
  'test/clients-write.test.ts',
  'test/delete-refusals.test.ts',
];

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const everyFileOnBoth = process.argv.includes('--every-file-on-both');
const runs = TEST_DATABASE_URL
  ? [
      [`PostgreSQL (${TEST_DATABASE_URL})`, { ...withoutPostgres, TEST_DATABASE_URL }, []],
      [
        everyFileOnBoth ? 'PGlite' : 'PGlite, the engine-specific files',
        withoutPostgres,
        everyFileOnBoth ? [] : ENGINE_SPECIFIC_FILES,
      ],
    ]
  : [['PGlite', withoutPostgres, []]];
for (const [name, env, files] of runs) {
  console.log(`\n--- API tests on ${name} ---`);
  const result = spawnSync('npx', ['vitest', 'run', ...files], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
