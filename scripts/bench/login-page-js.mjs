// Row "Login page JS": everything a cold visitor downloads before they can press Sign In.
import { largestFirst, recordJsResponses, sumGzip } from './js-recorder.mjs';
import { openLogin, withColdPage } from './session.mjs';

export function measureLoginPageJs(browser, stack) {
  return withColdPage(browser, async (page) => {
    const recorder = recordJsResponses(page);
    const started = performance.now();
    await openLogin(page, stack.urls.shell);
    const interactiveMs = performance.now() - started;
    const responses = await recorder.stop();
    return {
      gzipBytes: sumGzip(responses),
      count: responses.length,
      interactiveMs,
      responses: largestFirst(responses),
    };
  });
}
