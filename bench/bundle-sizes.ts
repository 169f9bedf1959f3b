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

const REFERENCES_LIST = [
  'src/app/staff-routes.tsx',
  'src/features/entities/entity-list-route.tsx',
  '../../packages/engine/src/generated/entities/references.ts',
];
const REFERENCES_DIALOG = [
  ...REFERENCES_LIST,
  'src/features/entities/bespoke-form-loaders.ts',
  'src/features/references/reference-form-dialog.tsx',
];

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
  // The references' list, its bespoke dialog, the fence tab without a map key, and the map chunk that a key
  // brings (Google's loader): the list must not carry the dialog nor the maps code.
  'references list': REFERENCES_LIST,
  'references dialog': REFERENCES_DIALOG,
  'references fence tab': [...REFERENCES_DIALOG, 'src/features/references/geofence/geofence-editor.tsx'],
  'references fence map': [
    ...REFERENCES_DIALOG,
    'src/features/references/geofence/geofence-editor.tsx',
    'src/features/maps/geofence-map.tsx',
  ],
  // The programmings' bespoke pages (routes.component): the list and the form, each its own chunk.
  'programmings list': [
    'src/app/staff-routes.tsx',
    'src/features/entities/bespoke-page-loaders.ts',
    'src/features/programmings/list/programming-list-page.tsx',
    '../../packages/engine/src/generated/entities/programmings.ts',
  ],
  'programming form': [
    'src/app/staff-routes.tsx',
    'src/features/entities/bespoke-page-loaders.ts',
    'src/features/programmings/form/programming-form-page.tsx',
    '../../packages/engine/src/generated/entities/programmings.ts',
  ],
  // The control tower's monitor (app/screens.ts), and the map chunk a key brings (Google's loader, the
  // clusterer): the monitor's budget (issue 12, 170 KB) leaves the maps code out.
  monitor: [
    'src/app/staff-routes.tsx',
    'src/features/monitor/monitor-page.tsx',
    '../../packages/engine/src/generated/entities/programmings.ts',
  ],
  'monitor map': [
    'src/app/staff-routes.tsx',
    'src/features/monitor/monitor-page.tsx',
    '../../packages/engine/src/generated/entities/programmings.ts',
    'src/features/maps/tracking-map.tsx',
  ],
  // The rewards' screens (app/screens.ts): the dashboard's budget (issue 13, 160 KB) with our own gauges.
  dashboard: ['src/app/staff-routes.tsx', 'src/features/rewards/dashboard/dashboard-page.tsx'],
  report: ['src/app/staff-routes.tsx', 'src/features/rewards/report/report-page.tsx'],
};

/** Routes that must not load the Google Maps loader (@react-google-maps/api) before the fence tab shows a map. */
export const WITHOUT_MAPS = [
  'references list',
  'references dialog',
  'references fence tab',
  'programmings list',
  'programming form',
  'monitor',
  'dashboard',
  'report',
];

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
  const mapsChunks = new Set(
    Object.entries(manifest)
      .filter(([key]) => key.includes('@react-google-maps'))
      .map(([, chunk]) => chunk.file),
  );
  const results = Object.entries(ROUTES).map(([route, lazy]) => {
    const files = closure([entry, ...lazy]);
    const maps = files.some(
      (file) =>
        mapsChunks.has(file) || /google\.maps|maps\.googleapis/.test(readFileSync(join(dist, file), 'utf8')),
    );
    return { route, kb: files.reduce((sum, f) => sum + gz(f), 0) / 1000, chunks: files.length, maps };
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
