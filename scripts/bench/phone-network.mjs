// Rows "on a phone network": /login usable, then /dashboard usable after Sign In, with Lighthouse's mobile
// profile applied through the Chrome DevTools Protocol (1.6 Mbps down, 750 kbps up, 150 ms RTT, CPU 4×
// slower) on a cold browser. "Usable" is what a person needs: the email field takes typing and Sign In is
// shown; then the remote's top bar shows the organization. The credentials are typed at a fast phone
// typist's pace (the app loads while they type, as it does for a person); a password manager's instant fill
// is measured too.
import { clickSignIn, fillCredentials, waitForOrganization, withColdPage } from './session.mjs';

export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
};
const RUNS = 3;
export const TYPING_MS_PER_KEY = 120;
const TIMEOUT = 60_000;

async function applyPhoneProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
}

async function oneColdVisit(browser, shellUrl, user, typed) {
  return withColdPage(browser, async (page) => {
    await applyPhoneProfile(page);
    const started = performance.now();
    await page.goto(`${shellUrl}/login`, { waitUntil: 'commit', timeout: TIMEOUT });
    const email = page.getByLabel('Email');
    await email.pressSequentially('a', { timeout: TIMEOUT });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click({ trial: true, timeout: TIMEOUT });
    const loginUsableMs = performance.now() - started;
    await email.fill('');
    if (typed) {
      await email.pressSequentially(user.email, { delay: TYPING_MS_PER_KEY });
      await page.getByLabel('Password').pressSequentially(user.password, { delay: TYPING_MS_PER_KEY });
    } else {
      await fillCredentials(page, user);
    }
    const clicked = performance.now();
    await clickSignIn(page);
    await waitForOrganization(page, user);
    return { loginUsableMs, dashboardUsableMs: performance.now() - clicked };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Medians of cold visits, 3 typed and 3 filled at once (Playwright's round trips included, a few ms each). */
export async function measurePhoneNetwork(browser, stack, user) {
  const typed = [];
  const filled = [];
  for (let i = 0; i < RUNS; i += 1) {
    typed.push(await oneColdVisit(browser, stack.urls.shell, user, true));
    filled.push(await oneColdVisit(browser, stack.urls.shell, user, false));
  }
  return {
    profile: { ...PHONE_PROFILE, typingMsPerKey: TYPING_MS_PER_KEY },
    runs: { typed, filled },
    loginUsableMs: median([...typed, ...filled].map((run) => run.loginUsableMs)),
    dashboardUsableMs: median(typed.map((run) => run.dashboardUsableMs)),
    dashboardUsableFilledMs: median(filled.map((run) => run.dashboardUsableMs)),
  };
}
