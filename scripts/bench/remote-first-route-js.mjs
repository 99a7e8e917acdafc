// Rows "<remote> remote entry + first route": what one remote's origin adds to a sign-in (its remoteEntry.js,
// the exposed App chunk and anything else it serves). Shared libraries should come from the shell, not from here.
import { largestFirst, recordJsResponses, sumGzip } from './js-recorder.mjs';
import { clickSignIn, fillCredentials, openLogin, waitForOrganization, withColdPage } from './session.mjs';

/** @param {string} remoteOrigin e.g. stack.urls.outbound */
export function measureRemoteFirstRouteJs(browser, stack, user, remoteOrigin) {
  return withColdPage(browser, async (page) => {
    const recorder = recordJsResponses(page);
    await openLogin(page, stack.urls.shell);
    await fillCredentials(page, user);
    await clickSignIn(page);
    await waitForOrganization(page, user);
    const fromRemote = (await recorder.stop()).filter(
      (entry) => entry.origin === new URL(remoteOrigin).origin,
    );
    if (!fromRemote.some((entry) => entry.file === 'remoteEntry.js')) {
      throw new Error(`Signing in as ${user.email} fetched no remoteEntry.js from ${remoteOrigin}.`);
    }
    return { gzipBytes: sumGzip(fromRemote), count: fromRemote.length, responses: largestFirst(fromRemote) };
  });
}
