import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import '../../vitest.polyfill.ts';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium.ts';

// Date formatters print local time: pin the zone so results do not depend on the machine.
process.env.TZ = 'America/Sao_Paulo';

/**
 * Two projects: `unit` (jsdom, the components' *.test.tsx) and `storybook`, which renders every story of
 * the Storybook config (this package's and the engine's screen stories) as a test in the system Chromium,
 * failing on a console error, a failed play function or an axe violation.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // A worker per core, in Chromium a page per core: vitest's default (one less than the cores) ran the stories in
    // one page on 2 cores, which waits on the browser much of the time (182 s for both projects, 128 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['./test/setup.ts'],
          // The files share one jsdom and module cache (none mocks a module; test/setup.ts cleans up after each
          // test): a fresh jsdom per file was two thirds of this project's 72 s.
          isolate: false,
          env: { TZ: 'America/Sao_Paulo' },
        },
      },
      {
        extends: true,
        plugins: [tailwindcss(), storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // The story files share one iframe: each story mounts and unmounts its own tree, and importing React,
          // Headless UI and the engine afresh for each of 82 files was over a third of the run (300 s to 178 s).
          isolate: false,
          // As in .storybook/main.ts: the portal's maps never load Google in a story, whatever key the shell holds.
          env: { VITE_GOOGLE_MAPS_API_KEY: '' },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: CHROMIUM_LAUNCH }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
