/**
 * Builds the portal and prints the gzipped JavaScript each route loads: the entry chunk, the route's lazy
 * chunks and everything they import statically (from Vite's manifest). Also checks that no chunk ships
 * ajv's compiler.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMain } from './lib/processes.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const portal = join(import.meta.dirname, '../apps/portal');
const dist = join(portal, 'dist');

/**
 * The lazy modules each measured route loads, by source path. A signed-in route loads the route set (with the
 * shell and the entity index), its page, the entity's schema and, for a form, the variant's validator.
 */
export const ROUTES: Record<string, string[]> = {
  login: ['src/features/auth/login-page.tsx'],
  'clients list': [
    'src/app/staff-routes.tsx',
    'src/features/entities/entity-list-route.tsx',
    '../../packages/engine/src/generated/entities/clients.ts',
  ],
  'client form': [
    'src/app/staff-routes.tsx',
    'src/features/entities/entity-form-route.tsx',
    '../../packages/engine/src/generated/entities/clients.ts',
    '../../packages/engine/src/generated/validators/clients.create.ts',
  ],
  // A modal entity's list, and the same list once its form dialog has opened.
  'vehicle types list': [
    'src/app/staff-routes.tsx',
    'src/features/entities/entity-list-route.tsx',
    '../../packages/engine/src/generated/entities/vehicle-types.ts',
  ],
  'vehicle types dialog': [
    'src/app/staff-routes.tsx',
    'src/features/entities/entity-list-route.tsx',
    '../../packages/engine/src/generated/entities/vehicle-types.ts',
    '../../packages/engine/src/react/form/entity-form-dialog.tsx',
    '../../packages/engine/src/generated/validators/vehicle-types.create.ts',
  ],
};

export function buildPortal() {
  execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'error'], {
    cwd: portal,
    stdio: 'inherit',
  });
}

export function measureRoutes() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // gzip level 6 and 1 KB = 1,000 bytes, as the budgets are stated.
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 6 }).length;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk)
        throw new Error(`${key} is not in the build manifest; update bench/bundle-sizes.ts ROUTES.`);
      seen.add(key);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const results = Object.entries(ROUTES).map(([route, lazy]) => {
    const files = closure([entry, ...lazy]);
    return { route, kb: files.reduce((sum, f) => sum + gz(f), 0) / 1000, chunks: files.length };
  });
  const all = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  const withCompiler = all.filter((f) =>
    /\bnew Function\(|ajv\/dist\/compile|Function\("/.test(readFileSync(join(dist, f), 'utf8')),
  );
  return { results, withCompiler };
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
    console.log(`  ${r.route.padEnd(22)} ${r.kb.toFixed(1).padStart(7)} KB  (${r.chunks} chunks)`);
  console.log(`  ajv compiler shipped: ${withCompiler.length ? `YES in ${withCompiler.join(', ')}` : 'no'}`);
}

if (isMain(import.meta.url)) {
  buildPortal();
  printBundleSizes(measureRoutes());
  console.log(`  packages/ui as shipped: ${measureLibrarySize().toFixed(1)} KB gzipped`);
}
