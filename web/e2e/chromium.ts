/** Debian's chromium, driven by Playwright; Playwright's own browser download does not work on these machines. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The built app, served by the Hosting emulator. */
export const APP_URL = 'http://127.0.0.1:5000';
