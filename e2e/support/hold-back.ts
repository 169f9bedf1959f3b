import type { Page } from '@playwright/test';
import { API } from './helpers.ts';

/**
 * Delays the first GET of an API path by `ms`, then lets it through to the real API (a delay, not a mock).
 * Resolves `held` once that request is being held, so a test can act while it is in flight.
 */
export async function holdBackFirstGet(page: Page, pathname: string, ms: number) {
  let markHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  let done = false;
  await page.route(
    (url) => url.origin === API && url.pathname === pathname,
    async (route) => {
      if (done || route.request().method() !== 'GET') return route.continue();
      done = true;
      markHeld();
      await new Promise((resolve) => setTimeout(resolve, ms));
      // The page that sent it may be gone by now (that is the point): the browser then refuses the route.
      await route.continue().catch(() => undefined);
    },
  );
  return { held };
}
