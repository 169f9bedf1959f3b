import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import '../../vitest.polyfill.ts';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Vitest leaves a core free by default: on a 2-core machine that is one worker for the whole suite. With
    // both cores busy, the longest keyboard walks (every input of the hours table, by Tab) pass 5 s.
    maxWorkers: availableParallelism(),
    testTimeout: 15_000,
  },
});
