import type { OAuthPurpose } from '../api/integration-types';

/** What the API's callback page posts to `window.opener` before it closes. */
export interface OAuthMessage {
  type: 'nylas-oauth';
  success: boolean;
  purpose: OAuthPurpose;
  error?: string;
}

export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
export const POPUP_CLOSED_MESSAGE = 'Connection window was closed before finishing.';
export const OAUTH_FAILED_MESSAGE = 'The mailbox could not be connected. Please try again.';

/** Raised for every way the popup flow can end without a connection; `message` is shown to the user. */
export class OAuthPopupError extends Error {
  override name = 'OAuthPopupError';
}

const POPUP_NAME = 'aide-oauth';
const WIDTH = 520;
const HEIGHT = 680;
export const CLOSED_POLL_MS = 500;
// The callback page posts and then closes itself; give its message a moment to arrive before calling the
// window "closed early".
const CLOSED_GRACE_MS = 300;

/**
 * Opens an empty popup centred over the current window. Call it straight from the click handler: browsers
 * only allow pop-ups during a user gesture, so it is opened before the sign-in URL has been fetched.
 * Throws OAuthPopupError when the browser blocked it.
 */
export function openCentredPopup(): Window {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - HEIGHT) / 2));
  const features = `popup=yes,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`;
  const popup = window.open('about:blank', POPUP_NAME, features);
  if (!popup) throw new OAuthPopupError(POPUP_BLOCKED_MESSAGE);
  return popup;
}

function isOAuthMessage(data: unknown): data is OAuthMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'nylas-oauth' &&
    typeof (data as { success?: unknown }).success === 'boolean'
  );
}

/**
 * Resolves when the callback page (served by the API at `apiOrigin`) reports success; rejects with an
 * OAuthPopupError when it reports failure or the popup is closed first. Messages from any other origin are
 * ignored.
 */
export function waitForOAuthResult(popup: Window, apiOrigin: string): Promise<OAuthMessage> {
  return new Promise((resolve, reject) => {
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(closedTimer);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== apiOrigin || !isOAuthMessage(event.data)) return;
      finish();
      if (event.data.success) resolve(event.data);
      else reject(new OAuthPopupError(event.data.error || OAUTH_FAILED_MESSAGE));
    }
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (!popup.closed || closedTimer) return;
      closedTimer = setTimeout(() => {
        finish();
        reject(new OAuthPopupError(POPUP_CLOSED_MESSAGE));
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
  });
}

/**
 * The whole popup flow: open (synchronously), load the sign-in URL, wait for the callback's message.
 * `getAuthUrl` fetches the URL from the API; its failure closes the popup and rejects with its message.
 */
export async function openOAuthPopup(
  getAuthUrl: () => Promise<string>,
  apiOrigin: string,
): Promise<OAuthMessage> {
  const popup = openCentredPopup();
  let url: string;
  try {
    url = await getAuthUrl();
  } catch (error) {
    popup.close();
    throw error;
  }
  popup.location.href = url;
  popup.focus?.();
  return waitForOAuthResult(popup, apiOrigin);
}
