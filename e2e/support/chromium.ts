import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The system Chromium (Debian's `chromium` package); Playwright's own browser download is not used. */
export function findChromium(): string {
  const found = [process.env.CHROMIUM_PATH, ...CANDIDATES].find((file) => file && fs.existsSync(file));
  if (!found) {
    throw new Error(
      'No Chromium found. Install it (Debian/Ubuntu: `apt-get install chromium`) or set CHROMIUM_PATH.',
    );
  }
  return found;
}
