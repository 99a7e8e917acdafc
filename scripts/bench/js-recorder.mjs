// Records the JavaScript the browser actually receives, so sizes come from the wire and not from guesses
// about which dist files a page needs.
import { gzipBytes } from './gzip.mjs';

const isJs = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * Starts recording on a page. `stop()` ends the window: responses arriving later are ignored, and it resolves
 * once every recorded body has been read and gzipped.
 * @param {import('playwright-core').Page} page
 */
export function recordJsResponses(page) {
  const entries = [];
  let recording = true;
  page.on('response', (response) => {
    if (!recording || !isJs(response) || response.status() >= 300) return;
    const url = new URL(response.url());
    const entry = {
      url: url.href,
      origin: url.origin,
      file: url.pathname.split('/').pop(),
      bytes: 0,
      gzipBytes: 0,
    };
    entries.push(entry);
    // The body is read now (still inside the page's lifetime) and gzipped here: the local server sends it raw.
    entry.pending = response.body().then((body) => {
      entry.bytes = body.length;
      entry.gzipBytes = gzipBytes(body);
    });
  });
  return {
    async stop() {
      recording = false;
      await Promise.all(entries.map((entry) => entry.pending));
      return entries.map(({ pending: _pending, ...entry }) => entry);
    },
  };
}

export const sumGzip = (entries) => entries.reduce((total, entry) => total + entry.gzipBytes, 0);

/** Biggest first, for the JSON breakdown. */
export const largestFirst = (entries) => [...entries].sort((a, b) => b.gzipBytes - a.gzipBytes);
