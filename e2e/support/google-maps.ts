import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Google Maps in the end-to-end run. The test browser cannot reach Google (support/chromium.ts makes its hosts
 * unresolvable, as on this offline machine), so by default a map with a key shows 'Erro ao carregar mapa!'.
 * A test that needs the map serves support/fake-google-maps.js in place of Google's script: Google is a third
 * party; our own API is never replaced.
 */

/** Every request to Google's Maps host: the script, and whatever a real script would fetch next. */
const GOOGLE_MAPS = 'https://maps.googleapis.com/**';
/** The script the loader asks for (`/maps/api/js?key=…&callback=google.maps.__ib__…`). */
const SCRIPT_PATH = '/maps/api/js';

const FAKE_SCRIPT = readFileSync(new URL('./fake-google-maps.js', import.meta.url), 'utf8');

/**
 * Serves the fake Google Maps to this page: the loader's script request gets the fake, which calls the callback
 * the request names, as Google's does; any other request to Google's host is refused, as offline.
 */
export async function useFakeGoogleMaps(page: Page): Promise<void> {
  await page.route(GOOGLE_MAPS, (route) => {
    if (new URL(route.request().url()).pathname !== SCRIPT_PATH) return route.abort('internetdisconnected');
    return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: FAKE_SCRIPT });
  });
}

/** What the fake says of one map (see window.__fakeMaps in fake-google-maps.js). */
export interface FakeMapState {
  centre: { latitude: number; longitude: number } | null;
  zoom: number | null;
  markers: number;
  openInfoWindows: number;
}

export interface FakeMapsRequest {
  key: string | null;
  language: string | null;
  region: string | null;
  libraries: string[];
  callback: string | null;
}

interface FakeMapsWindow {
  __fakeMaps?: { request: FakeMapsRequest; maps: FakeMapState[] };
}

/** The one map in the page, as the fake draws it (fails while there is none, or more than one). */
export async function fakeMap(page: Page): Promise<FakeMapState> {
  const maps = await page.evaluate(() => (window as unknown as FakeMapsWindow).__fakeMaps?.maps ?? []);
  if (maps.length !== 1) throw new Error(`Expected one fake Google map in the page, found ${maps.length}.`);
  return maps[0]!;
}

/** The parameters of the script request the portal's loader made (undefined before the fake loaded). */
export async function fakeMapsRequest(page: Page): Promise<FakeMapsRequest | undefined> {
  return page.evaluate(() => (window as unknown as FakeMapsWindow).__fakeMaps?.request);
}
