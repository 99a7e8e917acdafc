// Row "Login page JS": every script a cold visitor's browser fetches for /login in its first 5 seconds, when
// they have not touched the page yet (the app itself is fetched on the first interaction).
import { largestFirst, recordJsResponses, sumGzip } from './js-recorder.mjs';
import { openLogin, withColdPage } from './session.mjs';

export const LOGIN_WINDOW_MS = 5000;

export function measureLoginPageJs(browser, stack) {
  return withColdPage(browser, async (page) => {
    const recorder = recordJsResponses(page);
    const started = performance.now();
    await openLogin(page, stack.urls.shell);
    const interactiveMs = performance.now() - started;
    await page.waitForTimeout(Math.max(0, LOGIN_WINDOW_MS - interactiveMs));
    const responses = await recorder.stop();
    return {
      gzipBytes: sumGzip(responses),
      count: responses.length,
      interactiveMs,
      responses: largestFirst(responses),
    };
  });
}
