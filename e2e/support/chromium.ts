/**
 * How every browser test and benchmark launches the system Chromium: Debian's binary (no download), with
 * the flags this machine needs (no sandbox as root, no background network calls to a closed network).
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
  ],
};
