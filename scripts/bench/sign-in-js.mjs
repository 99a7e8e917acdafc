// The JavaScript a cold browser receives from opening /login until the signed-in organization shows: what
// the rows about a sign-in's scripts (all origins, or one remote's) are counted from.
import { recordJsResponses } from './js-recorder.mjs';
import { clickSignIn, fillCredentials, openLogin, waitForOrganization, withColdPage } from './session.mjs';

export function recordSignInJs(browser, stack, user) {
  return withColdPage(browser, async (page) => {
    const recorder = recordJsResponses(page);
    await openLogin(page, stack.urls.shell);
    await fillCredentials(page, user);
    await clickSignIn(page);
    await waitForOrganization(page, user);
    return recorder.stop();
  });
}
