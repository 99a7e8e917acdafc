// The system Chromium, found the same way as e2e/support/chromium.ts (ported: scripts cannot import TS).
// Playwright's own browser download is not used.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium() {
  const found = [process.env.CHROMIUM_PATH, ...CANDIDATES].find((file) => file && fs.existsSync(file));
  if (!found) {
    throw new Error(
      'No Chromium found. Install it (Debian/Ubuntu: `apt-get install chromium`) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

/** Same flags as the Playwright suite, so the numbers match what e2e sees. */
export function launchChromium(executablePath = findChromium()) {
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
  });
}
