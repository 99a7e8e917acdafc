// Row "JS requests until /dashboard is interactive": round trips matter as much as bytes on a cold load.
import { recordJsResponses, sumGzip } from './js-recorder.mjs';
import { clickSignIn, fillCredentials, openLogin, waitForOrganization, withColdPage } from './session.mjs';

export function measureDashboardJsRequests(browser, stack, user) {
  return withColdPage(browser, async (page) => {
    const recorder = recordJsResponses(page);
    await openLogin(page, stack.urls.shell);
    await fillCredentials(page, user);
    await clickSignIn(page);
    await waitForOrganization(page, user);
    const responses = await recorder.stop();
    const byOrigin = {};
    for (const entry of responses) byOrigin[entry.origin] = (byOrigin[entry.origin] ?? 0) + 1;
    return {
      count: responses.length,
      byOrigin,
      gzipBytes: sumGzip(responses),
      files: responses.map((entry) => entry.url),
    };
  });
}
