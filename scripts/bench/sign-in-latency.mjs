// Row "Sign-in -> dashboard rendered": the wait a person feels after pressing Sign In on a cold browser.
// Both ends are timestamped inside the page (the click event and the first frame showing the organization),
// so Playwright's own round trips are not part of the number.
import { clickSignIn, fillCredentials, openLogin, withColdPage } from './session.mjs';

const RUNS = 5;
const TIMEOUT = 30_000;

// Wall-clock in the page (timeOrigin + high-resolution time) survives a document change, unlike performance.now().
const stampClick = () =>
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent?.includes('Sign In')) {
        sessionStorage.setItem('bench:clickAt', String(performance.timeOrigin + event.timeStamp));
      }
    },
    true,
  );

async function oneColdSignIn(browser, stack, user) {
  return withColdPage(browser, async (page) => {
    await page.addInitScript(stampClick);
    await openLogin(page, stack.urls.shell);
    await fillCredentials(page, user);
    await clickSignIn(page);
    const handle = await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="organization-name"]')?.textContent?.trim() === expected && {
          clickAt: Number(sessionStorage.getItem('bench:clickAt')),
          renderedAt: performance.timeOrigin + performance.now(),
        },
      user.organization,
      { polling: 'raf', timeout: TIMEOUT },
    );
    const { clickAt, renderedAt } = await handle.jsonValue();
    if (!clickAt) throw new Error('The Sign In click was not timestamped in the page.');
    return renderedAt - clickAt;
  });
}

export async function measureSignInLatency(browser, stack, user, runs = RUNS) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await oneColdSignIn(browser, stack, user));
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), samples };
}
