import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, CONTOSO, IVY, renderWithProviders, restUrl } from '@aide/shared-auth/testing';
import type { MergeLinkConfig } from '../lib/merge-link';
import { ErpConnectionStatus } from '../components/erp-connection-status';
import { API, connection, setupErpNetwork, WAIT } from './fake-erp';

const { server, erp } = setupErpNetwork(() => []);

async function openDialog({ waitForOrganization = true } = {}) {
  renderWithProviders(<ErpConnectionStatus />, { route: '/inbound-module' });
  fireEvent.click(await screen.findByRole('button', { name: 'Connect ERP' }, WAIT));
  const dialog = await screen.findByRole('dialog', { name: 'Connect ERP' });
  // The organization card shows once the membership is loaded.
  if (waitForOrganization) await within(dialog).findByText(CONTOSO.name, {}, WAIT);
  return dialog;
}

function chooseErp(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'ERP System' }));
  fireEvent.click(screen.getByTitle(label));
}

function clickConnect(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Connect ERP' }));
}

/**
 * antd gives every modal the same title id in tests (so two open modals share one accessible name): dialogs
 * are found by their visible title instead.
 */
function dialogTitled(title: string): HTMLElement | null {
  const heading = Array.from(document.querySelectorAll('.ant-modal-title')).find(
    (element) => element.textContent === title,
  );
  return (heading?.closest('[role="dialog"]') as HTMLElement | null) ?? null;
}

function sandboxTitle(): HTMLElement | null {
  return dialogTitled('Merge Link — sandbox');
}

async function findSandboxDialog(): Promise<HTMLElement> {
  await waitFor(() => expect(sandboxTitle()).not.toBeNull(), WAIT);
  return sandboxTitle() as HTMLElement;
}

/** The text of every notification on screen, title and description. */
function notifications(): string[] {
  return Array.from(document.querySelectorAll('.ant-notification-notice')).map((n) => n.textContent ?? '');
}

describe('Connect ERP dialog', () => {
  it('lists the eight ERP systems and shows the organization and the credentials notice', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText(IVY.email)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/sign in with your ERP system's credentials to authorize the connection/),
    ).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'ERP System' }));
    for (const label of [
      'QuickBooks',
      'Xero',
      'Sage',
      'NetSuite',
      'Microsoft Dynamics',
      'Salesforce',
      'HubSpot',
      'Zoho',
    ]) {
      expect(await screen.findByTitle(label)).toBeInTheDocument();
    }
  });

  it('asks for the missing information when no ERP is selected, without calling the API', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const dialog = await openDialog();
    clickConnect(dialog);
    expect(
      await screen.findByText('Please select an ERP system and ensure organization data is loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Missing Information')).toBeInTheDocument();
    expect(requests.filter((url) => url.includes('create-link-token'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('asks for the missing information when the organization is not loaded, even with an ERP selected', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    // No member row: useCurrentMembership answers null (SPEC §5 logs "User not found").
    let memberReads = 0;
    server.use(
      http.get(restUrl('aide_members'), () => {
        memberReads += 1;
        return HttpResponse.json([]);
      }),
    );
    const dialog = await openDialog({ waitForOrganization: false });
    await waitFor(() => expect(memberReads).toBeGreaterThan(0));
    chooseErp('Xero');
    clickConnect(dialog);
    expect(await screen.findByText('Missing Information', {}, WAIT)).toBeInTheDocument();
    expect(requests.filter((url) => url.includes('create-link-token'))).toEqual([]);
    server.events.removeAllListeners();
    consoleError.mockRestore();
  });

  it('connects through the sandbox link: link token, widget 100 ms later, authorize, exchange, connected', async () => {
    const linkBodies: unknown[] = [];
    const exchanged: string[] = [];
    server.use(
      http.post(`${API}/merge/integrations/create-link-token`, async ({ request }) => {
        linkBodies.push(await request.json());
        return HttpResponse.json({ link_token: 'lt-1', mode: 'sandbox' });
      }),
      http.post(`${API}/merge/sandbox/link/lt-1/public-token`, () =>
        HttpResponse.json({ public_token: 'pt-1' }),
      ),
      http.get(`${API}/integrations/account-token/:publicToken`, ({ params }) => {
        exchanged.push(String(params.publicToken));
        erp.connections = [connection({ system_type: 'xero', connection_name: 'Xero' })];
        return HttpResponse.json({ connection: erp.connections[0] });
      }),
    );
    const dialog = await openDialog();
    expect(screen.getByText('ERP not connected')).toBeInTheDocument();
    chooseErp('Xero');

    // Fake time from the click on: the link token's answer arrives with no time passing, then the widget
    // must wait exactly 100 ms (SPEC §9).
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      clickConnect(dialog);
      for (let i = 0; i < 200 && !notifications().join().includes('Link Token Created'); i += 1) {
        await act(() => jest.advanceTimersByTimeAsync(0));
      }
      expect(notifications().join()).toContain('Link Token Created');
      expect(linkBodies).toEqual([
        {
          user: { organization: { id: CONTOSO.id, name: CONTOSO.name }, email_address: IVY.email },
          integration: 'xero',
        },
      ]);
      await act(() => jest.advanceTimersByTimeAsync(99));
      expect(sandboxTitle()).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(sandboxTitle()).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
    const widget = await findSandboxDialog();
    expect(within(widget).getByText('Xero')).toBeInTheDocument();
    expect(within(widget).getByText(CONTOSO.name)).toBeInTheDocument();

    // The status polls and clears the flag within a second, so the write itself is what is checked.
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    fireEvent.click(within(widget).getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText('ERP Connected Successfully!', {}, WAIT)).toBeInTheDocument();
    expect(exchanged).toEqual(['pt-1']);
    expect(setItem).toHaveBeenCalledWith('erpConnectionUpdated', 'true');
    setItem.mockRestore();
    await waitFor(() => expect(dialogTitled('Connect ERP')).not.toBeInTheDocument());
    expect(await screen.findByText('ERP connected', { exact: false }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/Xero/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('says the connection failed when no link token can be created, and opens no widget', async () => {
    server.use(
      http.post(`${API}/merge/integrations/create-link-token`, () =>
        apiError(502, 'erp_unavailable', 'Merge is down'),
      ),
    );
    const dialog = await openDialog();
    chooseErp('QuickBooks');
    clickConnect(dialog);
    expect(
      await screen.findByText('Failed to connect to ERP. Please try again.', {}, WAIT),
    ).toBeInTheDocument();
    expect(notifications().join()).toContain('Connection Error');
    expect(notifications().join()).not.toContain('Link Token Created');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sandboxTitle()).not.toBeInTheDocument();
  });

  it('says the connection could not be completed when the exchange fails, and stays open', async () => {
    server.use(
      http.post(`${API}/merge/integrations/create-link-token`, () =>
        HttpResponse.json({ link_token: 'lt-2', mode: 'sandbox' }),
      ),
      http.post(`${API}/merge/sandbox/link/lt-2/public-token`, () =>
        HttpResponse.json({ public_token: 'pt-expired' }),
      ),
      http.get(`${API}/integrations/account-token/:publicToken`, () =>
        apiError(400, 'invalid_public_token', 'Expired'),
      ),
    );
    const dialog = await openDialog();
    chooseErp('Sage');
    clickConnect(dialog);
    const widget = await findSandboxDialog();
    fireEvent.click(within(widget).getByRole('button', { name: 'Authorize' }));
    expect(
      await screen.findByText('Failed to complete ERP connection. Please try again.', {}, WAIT),
    ).toBeInTheDocument();
    expect(notifications().join()).toContain('Connection Error');
    expect(notifications().join()).not.toContain('ERP Connected Successfully!');
    expect(dialogTitled('Connect ERP')).toBeInTheDocument();
    expect(screen.getByText('ERP not connected')).toBeInTheDocument();
  });

  it('cancelling the link resets the selection and sets the refresh flag', async () => {
    server.use(
      http.post(`${API}/merge/integrations/create-link-token`, () =>
        HttpResponse.json({ link_token: 'lt-3', mode: 'sandbox' }),
      ),
    );
    const dialog = await openDialog();
    chooseErp('NetSuite');
    clickConnect(dialog);
    const widget = await findSandboxDialog();
    fireEvent.click(within(widget).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('erpConnectionUpdated')).toBe('true');
    await waitFor(() => expect(sandboxTitle()).not.toBeInTheDocument());
    expect(within(dialog).queryByTitle('NetSuite')).not.toBeInTheDocument();
    // Nothing selected any more: connecting again asks for the ERP.
    clickConnect(dialog);
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
  });

  it('closing the dialog resets the selection and sets the refresh flag', async () => {
    let dialog = await openDialog();
    chooseErp('Zoho');
    expect(within(dialog).getByTitle('Zoho')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Checked at once: the status polls the flag every second and clears it.
    expect(localStorage.getItem('erpConnectionUpdated')).toBe('true');
    await waitFor(() => expect(dialogTitled('Connect ERP')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Connect ERP' }));
    dialog = await screen.findByRole('dialog', { name: 'Connect ERP' });
    expect(within(dialog).queryByTitle('Zoho')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Select your ERP system')).toBeInTheDocument();
  });

  it('opens the real Merge Link in merge mode: loads its script once, opens when ready, exchanges its public token', async () => {
    const exchanged: string[] = [];
    server.use(
      http.post(`${API}/merge/integrations/create-link-token`, () =>
        HttpResponse.json({ link_token: 'merge-lt', mode: 'merge' }),
      ),
      http.get(`${API}/integrations/account-token/:publicToken`, ({ params }) => {
        exchanged.push(String(params.publicToken));
        erp.connections = [connection({ system_type: 'hubspot', connection_name: 'HubSpot' })];
        return HttpResponse.json({ connection: erp.connections[0] });
      }),
    );
    // Merge's CDN script is the browser boundary here: the test plays it.
    const configs: MergeLinkConfig[] = [];
    const openLink = jest.fn();
    const dialog = await openDialog();
    chooseErp('HubSpot');
    clickConnect(dialog);

    const script = await waitFor(() => {
      const tag = document.querySelector<HTMLScriptElement>(
        'script[src="https://cdn.merge.dev/initialize.js"]',
      );
      expect(tag).not.toBeNull();
      return tag as HTMLScriptElement;
    }, WAIT);
    window.MergeLink = { initialize: (config) => configs.push(config), openLink };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(configs).toHaveLength(1));
    expect(configs[0]?.linkToken).toBe('merge-lt');
    expect(openLink).not.toHaveBeenCalled();
    act(() => configs[0]?.onReady?.());
    expect(openLink).toHaveBeenCalledTimes(1);
    expect(sandboxTitle()).toBeNull();

    act(() => configs[0]?.onSuccess('merge-public-token'));
    expect(await screen.findByText('ERP Connected Successfully!', {}, WAIT)).toBeInTheDocument();
    expect(exchanged).toEqual(['merge-public-token']);
    expect(await screen.findByText(/HubSpot/, {}, WAIT)).toBeInTheDocument();
    // Merge calls onExit when its window closes after the link too: that is no cancellation.
    act(() => configs[0]?.onExit?.());
    expect(document.querySelectorAll('script[src="https://cdn.merge.dev/initialize.js"]')).toHaveLength(1);
    delete window.MergeLink;
    script.remove();
  });
});
