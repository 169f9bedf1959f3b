/**
 * Builds the portal and prints the gzipped JavaScript each route loads (apps/portal/build/route-sizes.ts: the
 * entry chunk, the route's lazy chunks and everything they import statically, from Vite's manifest), whether a
 * route loads the maps code early, and whether a chunk ships ajv's compiler.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureRoutes as measureRouteSizes, WITHOUT_MAPS } from '../apps/portal/build/route-sizes.ts';
import { isMain } from './lib/processes.ts';

const portal = join(import.meta.dirname, '../apps/portal');
const dist = join(portal, 'dist');

export function buildPortal() {
  execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'error'], {
    cwd: portal,
    stdio: 'inherit',
  });
}

/** Every route's gzipped size in the portal's own build (apps/portal/dist, built with a manifest). */
export function measureRoutes() {
  return measureRouteSizes(dist);
}

/**
 * The gzipped size of packages/ui as the portal ships it (every component any route uses, tree-shaken):
 * a second build, into a temp folder, with the library forced into one chunk.
 */
export function measureLibrarySize(): number {
  const outDir = mkdtempSync(join(tmpdir(), 'frota-ui-size-'));
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: portal,
      stdio: 'inherit',
      env: { ...process.env, BENCH_SPLIT_UI: '1' },
    });
    const assets = join(outDir, 'assets');
    const chunks = readdirSync(assets).filter((f) => f.startsWith('frota-ui') && f.endsWith('.js'));
    return (
      chunks.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 6 }).length, 0) / 1000
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function printBundleSizes({ results, withCompiler }: ReturnType<typeof measureRoutes>) {
  console.log('\nGzipped JavaScript per route');
  for (const r of results)
    console.log(
      `  ${r.route.padEnd(22)} ${r.kb.toFixed(1).padStart(7)} KB  (${r.chunks} chunks${r.maps ? ', maps code' : ''})`,
    );
  const early = results.filter((r) => WITHOUT_MAPS.includes(r.route) && r.maps).map((r) => r.route);
  console.log(
    `  maps code before the fence shows a map: ${early.length ? `YES in ${early.join(', ')}` : 'no'}`,
  );
  console.log(`  ajv compiler shipped: ${withCompiler.length ? `YES in ${withCompiler.join(', ')}` : 'no'}`);
}

if (isMain(import.meta.url)) {
  buildPortal();
  printBundleSizes(measureRoutes());
  console.log(`  packages/ui as shipped: ${measureLibrarySize().toFixed(1)} KB gzipped`);
}
