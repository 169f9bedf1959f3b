import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds with React Router's production build. Its package exports resolve every import to the development
 * build, production included (remix-run/react-router#12532, #14102), which keeps the development warnings on
 * and costs every route 0.5 KB gzipped. Dev server and tests keep the development build.
 */
export function reactRouterProduction(): Plugin {
  // .../react-router/dist/development/index.mjs -> .../react-router/dist/production
  const production = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production');
  return {
    name: 'frota:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
