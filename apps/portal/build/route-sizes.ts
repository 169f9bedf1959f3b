/**
 * The gzipped JavaScript each route of a portal build loads (its entry chunk, the route's lazy chunks and
 * everything they import statically, read from Vite's manifest), and the budgets the issues set. Bytes are
 * deterministic, so `scripts/check-route-budgets.ts` fails the lint on a route over its budget; the benchmark
 * (bench/bundle-sizes.ts) prints the same figures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

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
  // The control tower's monitor (app/screens.ts), and the map chunk a key brings (Google's loader, the clusterer).
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
  // The rewards' screens (app/screens.ts).
  dashboard: ['src/app/staff-routes.tsx', 'src/features/rewards/dashboard/dashboard-page.tsx'],
  report: ['src/app/staff-routes.tsx', 'src/features/rewards/report/report-page.tsx'],
};

/** Gzipped KB (1 KB = 1,000 bytes, gzip level 6) each route may load, as the issues set them. */
export const ROUTE_BUDGETS_KB: Readonly<Record<string, number>> = {
  login: 90,
  'clients list': 130,
  'vehicle types list': 130,
  'client form': 180,
  // Issue 10: the references' list, with the maps code left for the fence tab.
  'references list': 130,
  // Issue 12: the monitor, without the maps code a key brings.
  monitor: 170,
  // Issue 13: the client dashboard, gauges and rankings of our own (no chart library).
  dashboard: 160,
};

/** Routes that must not load the Google Maps loader (@react-google-maps/api) before a map shows. */
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

export interface RouteSize {
  route: string;
  kb: number;
  chunks: number;
  /** Whether the route loads Google Maps code. */
  maps: boolean;
}

/** Every route's size in the build at `dist` (built with `--manifest`), and the chunks that ship ajv's compiler. */
export function measureRoutes(dist: string): { results: RouteSize[]; withCompiler: string[] } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const text = (file: string) => readFileSync(join(dist, file), 'utf8');
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 6 }).length;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk)
        throw new Error(`${key} is not in the build manifest; update ROUTES in build/route-sizes.ts.`);
      seen.add(key);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  const mapsChunks = new Set(
    Object.entries(manifest)
      .filter(([key]) => key.includes('@react-google-maps'))
      .map(([, chunk]) => chunk.file),
  );
  const results = Object.entries(ROUTES).map(([route, lazy]) => {
    const files = closure([entry, ...lazy]);
    const maps = files.some(
      (file) => mapsChunks.has(file) || /google\.maps|maps\.googleapis/.test(text(file)),
    );
    return { route, kb: files.reduce((sum, file) => sum + gz(file), 0) / 1000, chunks: files.length, maps };
  });
  const withCompiler = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => /\bnew Function\(|ajv\/dist\/compile|Function\("/.test(text(file)));
  return { results, withCompiler };
}

/** What a build breaks of the budgets, a line each (none when the build is within them). */
export function budgetBreaches({ results, withCompiler }: ReturnType<typeof measureRoutes>): string[] {
  const breaches: string[] = [];
  for (const { route, kb } of results) {
    const budget = ROUTE_BUDGETS_KB[route];
    if (budget !== undefined && kb > budget)
      breaches.push(
        `${route}: ${Math.round(kb * 1000)} bytes gzipped (${kb.toFixed(2)} KB), over its budget of ${budget} KB`,
      );
  }
  for (const { route } of results.filter((r) => r.maps && WITHOUT_MAPS.includes(r.route)))
    breaches.push(`${route}: loads the Google Maps code before a map shows`);
  for (const file of withCompiler)
    breaches.push(`${file}: ships ajv's compiler (validators must be precompiled)`);
  return breaches;
}
