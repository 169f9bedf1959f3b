/**
 * Builds the portal into a temp folder with its manifest and fails (exit 1) when a route loads more gzipped
 * JavaScript than its budget, loads the maps code before a map shows, or a chunk ships ajv's compiler
 * (build/route-sizes.ts), printing each route's size. Bytes are deterministic, so this is a fair check:
 * `npm run lint` runs it as the turbo task `budgets` (replayed from turbo's cache while the portal and the
 * packages it builds from are unchanged). `tsx scripts/check-route-budgets.ts <dist>` checks a build made with
 * `--manifest` instead.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { budgetBreaches, measureRoutes, ROUTE_BUDGETS_KB } from '../build/route-sizes.ts';

function build(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'frota-route-budgets-'));
  execFileSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: join(import.meta.dirname, '..'),
      stdio: 'inherit',
      // The production build as `npm start` makes it: the API on the page's origin, no maps key.
      env: { ...process.env, VITE_API_URL: '', VITE_GOOGLE_MAPS_API_KEY: '' },
    },
  );
  return outDir;
}

const dist = process.argv[2] ?? build();
try {
  const sizes = measureRoutes(dist);
  console.log('Gzipped JavaScript per route, against its budget:');
  for (const { route, kb } of sizes.results) {
    const budget = ROUTE_BUDGETS_KB[route];
    if (budget !== undefined)
      console.log(`  ${route.padEnd(20)} ${kb.toFixed(1).padStart(6)} KB of ${budget} KB`);
  }
  const breaches = budgetBreaches(sizes);
  if (breaches.length > 0) {
    console.error(`\nRoute budgets broken:\n${breaches.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  if (dist !== process.argv[2]) rmSync(dist, { recursive: true, force: true });
}
