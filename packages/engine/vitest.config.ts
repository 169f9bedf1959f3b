import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import '../../vitest.polyfill.ts';
import { rjsfLeanRegistry } from './build/rjsf-lean-registry.ts';

process.env.TZ = 'America/Sao_Paulo';

export default defineConfig({
  // The forms render with the RJSF registry the portal ships (see build/rjsf-lean-registry.ts); @rjsf/core is
  // inlined so the plugin sees its imports.
  plugins: [rjsfLeanRegistry({ serve: true })],
  test: {
    environment: 'node',
    // Vitest leaves a core free by default: on a 2-core machine that is one worker for the whole suite. With
    // both cores busy, the longest keyboard walks (every input of the hours table, by Tab) pass 5 s.
    maxWorkers: availableParallelism(),
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./test/setup-dom.ts'],
    env: { TZ: 'America/Sao_Paulo' },
    server: { deps: { inline: [/@rjsf[\\/]core/] } },
  },
});
