// Rows "<remote> remote entry + first route": what one remote's origin adds to a sign-in (its remoteEntry.js,
// the exposed App chunk and anything else it serves). Shared libraries should come from the shell, not from here.
import { largestFirst, sumGzip } from './js-recorder.mjs';
import { recordSignInJs } from './sign-in-js.mjs';

/** @param {string} remoteOrigin e.g. stack.urls.outbound */
export async function measureRemoteFirstRouteJs(browser, stack, user, remoteOrigin) {
  const fromRemote = (await recordSignInJs(browser, stack, user)).filter(
    (entry) => entry.origin === new URL(remoteOrigin).origin,
  );
  if (!fromRemote.some((entry) => entry.file === 'remoteEntry.js')) {
    throw new Error(`Signing in as ${user.email} fetched no remoteEntry.js from ${remoteOrigin}.`);
  }
  return { gzipBytes: sumGzip(fromRemote), count: fromRemote.length, responses: largestFirst(fromRemote) };
}
