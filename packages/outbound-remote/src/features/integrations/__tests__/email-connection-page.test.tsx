import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiError, renderAsSam, setupFakeNetwork } from '@aide/shared-auth/testing';
import { EmailConnectionPage } from '../components/email-connection-page';
import type { EmailConnection } from '../api/integration-types';
import { clickAndConfirm } from '../../../test-support/jsdom-gaps';
import {
  API_ORIGIN,
  installBlockedPopup,
  installFakePopup,
  postOAuthMessage,
} from '../../../test-support/fake-popup';

const server = setupFakeNetwork();
const SANDBOX_URL = `${API_ORIGIN}/api/nylas/sandbox?state=abc`;

const WORK_MAILBOX: EmailConnection = {
  id: 'e1',
  provider: 'google',
  email: 'sam@northwind.test',
  status: 'connected',
  connected_at: '2025-03-12T10:00:00Z',
};

/** The API: an auth URL per request, and a mailbox list the test can change ("the callback stored it"). */
function fakeApi(initial: EmailConnection[] = []) {
  const state = { mailboxes: [...initial], listRequests: 0, authUrlRequests: [] as string[] };
  server.use(
    http.get(`${API_ORIGIN}/api/nylas/auth-url`, ({ request }) => {
      state.authUrlRequests.push(new URL(request.url).search);
      return HttpResponse.json({ url: SANDBOX_URL, sandbox: true });
    }),
    http.get(`${API_ORIGIN}/api/email_connections`, () => {
      state.listRequests += 1;
      return HttpResponse.json({ items: state.mailboxes });
    }),
  );
  return state;
}

afterEach(() => jest.restoreAllMocks());

async function renderPage() {
  renderAsSam(<EmailConnectionPage />, { route: '/email-connection' });
  expect(await screen.findByRole('heading', { name: 'Email Connection' })).toBeInTheDocument();
  expect(await screen.findByText('No mailbox connected yet')).toBeInTheDocument();
}

/** Renders the page and starts connecting `provider`: the popup is open on the sandbox's sign-in page. */
async function startConnecting(provider: 'Google' | 'Microsoft') {
  const api = fakeApi();
  const { popup } = installFakePopup();
  await renderPage();
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`Connect ${provider}`) }));
  await waitFor(() => expect(popup.location.href).toBe(SANDBOX_URL));
  return { api, popup };
}

describe('Email Connection page', () => {
  it('says the sandbox connects no real mailbox', async () => {
    fakeApi();
    await renderPage();
    expect(await screen.findByText('Sandbox mode: no real mailbox is connected.')).toBeInTheDocument();
  });

  it('connects a mailbox: popup opens the sign-in URL, the callback message refetches the list', async () => {
    const api = fakeApi();
    const { popup, open } = installFakePopup();
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: /Connect Google/ }));
    expect(open).toHaveBeenCalledWith('about:blank', 'aide-oauth', expect.stringContaining('width=520'));
    await waitFor(() => expect(popup.location.href).toBe(SANDBOX_URL));
    expect(api.authUrlRequests).toContain('?provider=google&purpose=mailbox');

    api.mailboxes = [WORK_MAILBOX];
    postOAuthMessage({ success: true, purpose: 'mailbox' });

    expect(await screen.findByText('sam@northwind.test')).toBeInTheDocument();
    expect(await screen.findByText('Google mailbox connected')).toBeInTheDocument();
  });

  it('ignores a message from another origin', async () => {
    const { api } = await startConnecting('Microsoft');
    const listRequestsBefore = api.listRequests;

    api.mailboxes = [WORK_MAILBOX];
    postOAuthMessage({ success: true, purpose: 'mailbox' }, 'http://evil.test');

    // Still waiting: the button keeps spinning and nothing is refetched.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.listRequests).toBe(listRequestsBefore);
    expect(screen.queryByText('Microsoft mailbox connected')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connect Microsoft/ })).toHaveClass('ant-btn-loading');

    // The genuine message still completes the flow afterwards.
    postOAuthMessage({ success: true, purpose: 'mailbox' });
    expect(await screen.findByText('Microsoft mailbox connected')).toBeInTheDocument();
  });

  it('says so when the popup is closed before finishing', async () => {
    const { popup } = await startConnecting('Google');

    popup.closed = true;

    expect(
      await screen.findByText('Connection window was closed before finishing.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connect Google/ })).not.toHaveClass('ant-btn-loading');
  });

  it('says so when the browser blocks the popup', async () => {
    const api = fakeApi();
    installBlockedPopup();
    await renderPage();
    const requestsBefore = api.authUrlRequests.length;

    await userEvent.click(screen.getByRole('button', { name: /Connect Google/ }));

    expect(
      await screen.findByText(
        'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
      ),
    ).toBeInTheDocument();
    expect(api.authUrlRequests).toHaveLength(requestsBefore);
  });

  it("shows the callback's error when the sign-in failed", async () => {
    await startConnecting('Google');

    postOAuthMessage({ success: false, purpose: 'mailbox', error: 'You declined access to your mailbox.' });

    expect(await screen.findByText('You declined access to your mailbox.')).toBeInTheDocument();
  });

  it('closes the popup and shows the API message when no sign-in URL can be had', async () => {
    fakeApi();
    const { popup } = installFakePopup();
    await renderPage();
    server.use(
      http.get(`${API_ORIGIN}/api/nylas/auth-url`, () =>
        apiError(403, 'forbidden', 'Your plan has no outbound workspace.'),
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: /Connect Google/ }));

    expect(await screen.findByText('Your plan has no outbound workspace.')).toBeInTheDocument();
    expect(popup.closed).toBe(true);
  });

  it('disconnects a mailbox after confirmation', async () => {
    const api = fakeApi([WORK_MAILBOX]);
    let deleted = '';
    server.use(
      http.delete(`${API_ORIGIN}/api/email_connections/:id`, ({ params }) => {
        deleted = String(params.id);
        api.mailboxes = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAsSam(<EmailConnectionPage />, { route: '/email-connection' });
    expect(await screen.findByText('sam@northwind.test')).toBeInTheDocument();

    await clickAndConfirm('Disconnect');

    expect(await screen.findByText('No mailbox connected yet')).toBeInTheDocument();
    expect(deleted).toBe('e1');
  });
});
