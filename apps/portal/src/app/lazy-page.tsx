import { lazy, type ComponentType } from 'react';
import { loadChunk } from './load-chunk.ts';

/**
 * A route component loaded on demand as its own chunk, failing with a ChunkLoadError that names the chunk
 * after the spec's time-out. `preload()` fetches it ahead of rendering: once loaded, the component renders
 * without suspending, so no fallback flashes and React's 300 ms fallback throttle does not delay the page.
 *
 * @example const LoginPage = lazyPage('login', () => import('../features/auth/login-page.tsx'), 'LoginPage')
 */
export function lazyPage<M, K extends keyof M>(chunk: string, importer: () => Promise<M>, exportName: K) {
  type Props = M[K] extends ComponentType<infer P> ? P : never;
  type Page = ComponentType<Props>;
  let loaded: Page | undefined;
  const preload = async (): Promise<void> => {
    loaded ??= (await loadChunk(chunk, importer))[exportName] as Page;
  };
  const Component = lazy(() => {
    // A thenable that resolves synchronously lets React.lazy render an already loaded chunk at once.
    if (loaded)
      return { then: (resolve: (m: { default: Page }) => void) => resolve({ default: loaded! }) } as never;
    return preload().then(() => ({ default: loaded! }));
  });
  return Object.assign(Component, { preload });
}
