/**
 * The `base` chunk: what the login screen needs besides React and its own page (the session, the HTTP client,
 * the chunk loader and error page, the design system's primitives). Left to automatic splitting, these ~45 small
 * modules became ~20 chunks of a few hundred bytes, each with its own import lines and gzip overhead: about 5 KB
 * of the login route (bench/bundle-sizes.ts). Every signed-in page uses nearly all of them too.
 *
 * A list, not a rule computed from the module graph: the graph runs through the @frota/ui barrel, which reaches
 * every component. Keep it to modules without heavy dependencies (a module listed here brings its imports into
 * every route); one left out only costs a small chunk of its own.
 */
const BASE_MODULES = [
  'apps/portal/src/app/(app-routes|pages|lazy-page|load-chunk|preload-route)\\.tsx?',
  'apps/portal/src/(session|config)/',
  // The HTTP client, not its file downloads: those load when a screen first downloads (engine-provider.tsx).
  'apps/portal/src/http/(?!download)',
  'apps/portal/src/features/errors/',
  'apps/portal/src/features/auth/(identity-api|error-text|auth-card)\\.tsx?',
  'packages/engine/src/core/(read-response|profiles)\\.ts',
  'packages/ui/src/lib/cn\\.ts',
  'packages/ui/src/components/(button|button-row|card|centered-layout|error-box|field|heading|page-loading|spinner|text-input|text-link)/',
  'packages/ui/src/components/toast/(app-toaster|notify|toast-loader)\\.tsx?',
  'node_modules/(clsx|class-variance-authority)/',
  'vite/preload-helper',
  'product\\.config\\.json',
];

const pattern = new RegExp(`(${BASE_MODULES.map((p) => p.replaceAll('/', '[\\\\/]')).join('|')})`);

export const baseChunkGroup = {
  name: 'base',
  test: (id: string) => pattern.test(id),
  priority: 1,
};
