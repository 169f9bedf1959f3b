import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite's hashed files: a name changes whenever its content does, so browsers keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page itself is checked every time (its ETag makes that a 304): it names the current hashed files. */
export const REVALIDATE = 'no-cache';

/** Paths the portal never owns: the API, its documentation, the operations' routes. */
const SERVER_PATHS = /^\/(v1|docs|health|ready|metrics)(\/|$)/;
/**
 * A file a page loads rather than a page (Vite's assets folder, fonts, images, maps): missing, it is a 404, never
 * the portal's page. Portal routes may end in what looks like an extension (the monitor is /torre/index.tsx).
 */
const FILE_PATHS =
  /^\/assets\/|\.(js|mjs|css|map|json|txt|xml|ico|png|svg|jpe?g|webp|gif|woff2?|ttf|webmanifest)$/i;

/** Whether an unmatched request is the address of a portal screen (the SPA's own routing takes it from there). */
function isPortalRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !SERVER_PATHS.test(pathname) && !FILE_PATHS.test(pathname);
}

/**
 * Serves the portal's build (`dir`) on the API's origin with @fastify/static: the brotli or gzip file Vite wrote
 * beside each asset when the browser accepts it, ETags and Last-Modified, a year's cache for hashed assets and
 * revalidation for the page.
 */
export async function registerPortalFiles(app: FastifyInstance, dir: string): Promise<void> {
  const assets = `${path.sep}assets${path.sep}`;
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', filePath.includes(assets) ? IMMUTABLE : REVALIDATE);
    },
  });
}

/**
 * The portal's page for an unmatched address the SPA routes itself (a reload on /backoffice/clientes/list);
 * undefined for anything else, which stays a 404.
 */
export function portalPageFor(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  return isPortalRoute(request) ? reply.sendFile('index.html') : undefined;
}
