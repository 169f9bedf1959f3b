import { fileURLToPath } from 'node:url';

/*
 * Folders the API reads at run time, resolved from this module's place. Both ways the API runs keep it one level
 * below apps/api: the source (apps/api/src/paths.ts, through tsx) and the built bundle (apps/api/dist/main.js,
 * every module inlined), so one relative path serves both.
 */

/** apps/api/ */
export const API_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The monorepo root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The SQL migrations drizzle-kit writes. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The portal's production build (`vite build` in apps/portal). */
export const PORTAL_BUILD = fileURLToPath(new URL('../../portal/dist', import.meta.url));
