import type { ComponentType, JSX } from 'react';
import { PageLoading } from '@frota/ui';
import { loadChunk } from './load-chunk.ts';
import { useLoaded } from './use-loaded.ts';

/**
 * A route component loaded on demand as its own chunk, failing with a ChunkLoadError that names the chunk
 * after the spec's time-out. Until its chunk arrives it shows the page loading state itself (no Suspense, so
 * no 300 ms fallback throttle); `preload()` fetches it ahead of rendering, and a loaded page renders at once.
 *
 * @example const LoginPage = lazyPage('login', () => import('../features/auth/login-page.tsx'), 'LoginPage')
 */
export function lazyPage<M, K extends keyof M>(chunk: string, importer: () => Promise<M>, exportName: K) {
  type Props = M[K] extends ComponentType<infer P> ? P & JSX.IntrinsicAttributes : never;
  type Page = ComponentType<Props>;
  let loaded: Page | undefined;
  let pending: Promise<Page> | undefined;
  const load = (): Promise<Page> =>
    (pending ??= loadChunk(chunk, importer).then(
      (module) => (loaded = module[exportName] as Page),
      (error: unknown) => {
        pending = undefined; // a later visit may try again
        throw error;
      },
    ));
  const current = () => loaded;
  function LazyPage(props: Props) {
    const Loaded = useLoaded(current, load);
    return Loaded ? <Loaded {...props} /> : <PageLoading />;
  }
  return Object.assign(LazyPage, { preload: async (): Promise<void> => void (await load()) });
}
