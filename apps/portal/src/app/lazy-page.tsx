import { lazy, type ComponentType } from 'react';
import { loadChunk } from './load-chunk.ts';

/**
 * A route component loaded on demand as its own chunk, failing with a ChunkLoadError that names the chunk
 * after the spec's time-out.
 *
 * @example const LoginPage = lazyPage('login', () => import('../features/auth/login-page.tsx'), 'LoginPage')
 */
export function lazyPage<M, K extends keyof M>(chunk: string, importer: () => Promise<M>, exportName: K) {
  type Page = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  return lazy(async () => ({ default: (await loadChunk(chunk, importer))[exportName] as Page }));
}
