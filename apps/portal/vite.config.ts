import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
// A relative import: Vite's config loader leaves workspace packages to Node, which cannot load TypeScript.
import { rjsfLeanRegistry } from '../../packages/engine/build/rjsf-lean-registry.ts';
import { REACT, SHARED_CHUNKS } from './build/chunk-rules.ts';
import { reactRouterProduction } from './build/react-router-production.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProduction(),
    rjsfLeanRegistry(),
    // Brotli and gzip files beside each asset, made once at build: the API's static files serve the one the
    // browser accepts (apps/api/src/http/portal-files.ts) without compressing per request.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })] }),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the shims for React 17 that swr and TanStack Store import are dropped.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: new URL('./build/native-use-sync-external-store.ts', import.meta.url).pathname,
      },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Browsers without <link rel="modulepreload"> (Firefox before 115, Safari before 17) still run the portal:
    // they fetch the entry's imports after the entry instead of beside it. The polyfill cost every route 0.4 KB.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // The React runtime in one chunk every route shares, then `base` (what the login route shares) and
        // `list-parts` (what the list route shares), decided by rules over the module graph, not by file lists
        // (build/chunk-rules.ts); everything else is split by the routes that use it (a group for Headless UI
        // would make every dialog load the listbox and combobox code too).
        codeSplitting: {
          groups: [
            // Only for bench/bundle-sizes.ts: the component library in a chunk of its own, to weigh it.
            ...(process.env.BENCH_SPLIT_UI
              ? [{ name: 'frota-ui', test: /packages[\\/]ui[\\/]src[\\/]/, priority: 3 }]
              : []),
            {
              name: 'react',
              test: REACT,
              priority: 2,
            },
            ...SHARED_CHUNKS,
          ],
        },
      },
    },
  },
});
