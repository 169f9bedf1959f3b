import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import '../../vitest.polyfill.ts';

// Each test file gets its own fresh, migrated database: on PGlite a copy of the one migrated once by the
// global setup; with TEST_DATABASE_URL, a database of its own on that PostgreSQL server.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A file's state lives in its own app and database (setupTestApp), never in modules: files share a worker's
    // module cache instead of importing the app afresh (halves the suite's time), on every core.
    isolate: false,
    maxWorkers: availableParallelism(),
    // A deprecated call fails its test where it is made: node-postgres' "query while a query runs" (a Promise.all
    // over one transaction's connection) warns once a process today and throws in pg@9.
    execArgv: ['--throw-deprecation'],
  },
});
