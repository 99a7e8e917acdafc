import { act } from '@testing-library/react';

/**
 * The browser boundary of the OAuth flow: `window.open` hands back this object instead of a real window, and
 * the test plays the API's callback page by posting messages and closing it.
 */
export interface FakePopup {
  closed: boolean;
  location: { href: string };
  close: () => void;
  focus: () => void;
}

export const API_ORIGIN = 'http://api.test';

export function installFakePopup(): { popup: FakePopup; open: jest.SpyInstance } {
  const popup: FakePopup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true;
    },
    focus() {},
  };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

export function installBlockedPopup(): jest.SpyInstance {
  return jest.spyOn(window, 'open').mockReturnValue(null);
}

/** What the API's callback page posts to its opener, from `origin`. */
export function postOAuthMessage(data: Record<string, unknown>, origin = API_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'nylas-oauth', ...data }, origin }));
  });
}
