// Row "JS requests until /dashboard is interactive": round trips matter as much as bytes on a cold load.
import { sumGzip } from './js-recorder.mjs';
import { recordSignInJs } from './sign-in-js.mjs';

export async function measureDashboardJsRequests(browser, stack, user) {
  const responses = await recordSignInJs(browser, stack, user);
  const byOrigin = {};
  for (const entry of responses) byOrigin[entry.origin] = (byOrigin[entry.origin] ?? 0) + 1;
  return {
    count: responses.length,
    byOrigin,
    gzipBytes: sumGzip(responses),
    files: responses.map((entry) => entry.url),
  };
}
