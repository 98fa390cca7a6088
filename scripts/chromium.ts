/** The Chromium that end-to-end tests and the benchmark drive, and how it is kept quiet. */
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** CHROME_PATH, else Debian's Chromium where it is installed, else none (Playwright's own). */
export const chromiumPath = (): string | undefined =>
  process.env.CHROME_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

/** Keep Chromium's own background traffic out of a run (and off a closed network). */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
