import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../src/react/form/${path}`, import.meta.url));
const insideRjsfCore = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]/;
const rjsfForm = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]Form\.js$/;

/**
 * Builds the engine's forms without RJSF's default registry: @rjsf/core's Form imports getDefaultRegistry,
 * which registers every default field, template and widget (and markdown-to-jsx through them), whatever the
 * form overrides, so a bundler keeps them all. This swaps in the engine's registry (src/react/form/
 * rjsf-registry.tsx) and, for the one import left (ObjectField's message for a misconfigured ui:order), a
 * plain-text Markdown. Fails the build if RJSF's Form stops importing its registry the way this expects.
 *
 * Build only by default: the dev server pre-bundles @rjsf/core as it is (the forms behave the same, only
 * bigger). The engine's unit tests use it too (`serve: true`, with @rjsf/core inlined), so they render the forms
 * with the registry the portal ships.
 */
export function rjsfLeanRegistry({ serve = false }: { serve?: boolean } = {}): Plugin {
  let formSeen = false;
  let registrySwapped = false;
  return {
    name: 'frota:rjsf-lean-registry',
    apply: serve ? undefined : 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer || !insideRjsfCore.test(importer)) return null;
      if (rjsfForm.test(importer)) {
        formSeen = true;
        if (id === '../getDefaultRegistry.js') {
          registrySwapped = true;
          return source('rjsf-registry.tsx');
        }
      }
      if (id === 'markdown-to-jsx/react') return source('plain-markdown.tsx');
      return null;
    },
    buildEnd() {
      if (formSeen && !registrySwapped)
        this.error(
          "@rjsf/core's Form no longer imports ../getDefaultRegistry.js: update packages/engine/build/rjsf-lean-registry.ts.",
        );
    },
  };
}
