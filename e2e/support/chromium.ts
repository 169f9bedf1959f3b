/**
 * How every browser test and benchmark launches the system Chromium: Debian's binary (no download), with
 * the flags this machine needs (no sandbox as root, no background network calls to a closed network).
 *
 * Google's map hosts resolve to nothing, at once: the run is offline, and no page may wait on Google. A portal
 * built with a key then shows 'Erro ao carregar mapa!'; a test that needs the map routes Google's script to the
 * fake of support/google-maps.ts (a routed request is answered before any host lookup).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // One renderer process for every page and context: each test's new context then skips starting a renderer,
    // and V8's in-process caches carry the portal's compiled scripts from one test to the next (about a quarter
    // less CPU per signed-in page load on 2 cores). Pages stay isolated from each other as they are in one tab group.
    '--renderer-process-limit=1',
    '--host-resolver-rules=MAP maps.googleapis.com ~NOTFOUND, MAP maps.gstatic.com ~NOTFOUND',
  ],
};
