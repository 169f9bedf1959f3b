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
  },
});
