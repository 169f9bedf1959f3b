/**
 * Vitest in browser mode for bench/monitor-update.ts only: the system Chromium (as packages/ui's story tests),
 * the one bench file, no test of the repo. The figures go back to Node through the `saveMonitorUpdate` command,
 * into the file MONITOR_UPDATE_OUT names. React's production build unless MONITOR_UPDATE_REACT=development
 * (the runner sets NODE_ENV to match, which decides the build Vite's dependency bundles pick).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import '../../vitest.polyfill.ts';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium.ts';

const REPO = join(import.meta.dirname, '../..');
const reactBuild = process.env.MONITOR_UPDATE_REACT === 'development' ? 'development' : 'production';

// The portal's own React plugin: it is installed in apps/portal, not hoisted where bench/ could import it.
const fromPortal = createRequire(join(REPO, 'apps/portal/package.json'));
const { default: react } = (await import(pathToFileURL(fromPortal.resolve('@vitejs/plugin-react')).href)) as {
  default: () => PluginOption;
};

const saveMonitorUpdate: BrowserCommand<[json: string]> = (_context, json) => {
  const out = process.env.MONITOR_UPDATE_OUT;
  if (!out) throw new Error('MONITOR_UPDATE_OUT is not set (run bench/monitor-update.ts)');
  writeFileSync(out, json);
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // Vite's dependency bundles of each React build apart, beside the repo's other caches (ignored by git).
  cacheDir: join(REPO, 'node_modules/.vite/bench-monitor-update', reactBuild),
  test: {
    include: ['monitor-update.browser.tsx'],
    testTimeout: 600_000,
    env: { VITE_GOOGLE_MAPS_API_KEY: '' },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: CHROMIUM_LAUNCH }),
      instances: [{ browser: 'chromium' }],
      commands: { saveMonitorUpdate },
    },
  },
});
