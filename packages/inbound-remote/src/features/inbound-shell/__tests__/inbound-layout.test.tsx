import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  renderWithProviders,
  setupFakeNetwork,
  signInAsIvy,
  withWindowWidth,
} from '@aide/shared-auth/testing';
import { panelDataHandlers, ShellUnderTest } from './shell-fakes';

const server = setupFakeNetwork();

function renderShell(route: string) {
  signInAsIvy(server);
  server.use(...panelDataHandlers());
  return renderWithProviders(<ShellUnderTest />, { route });
}

function navLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Inbound' })).getByRole('link', { name });
}

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Profile: Ivy Chen' }));
  return screen.findByRole('dialog', { name: 'Profile' });
}

describe('inbound shell navigation', () => {
  it('shows the product name, the page, and both tabs linking to their ?tab address', () => {
    renderShell('/inbound-module?tab=purchase-orders');
    expect(within(screen.getByRole('banner')).getByText('Aide')).toBeInTheDocument();
    expect(screen.getByText('Inbound module page')).toBeInTheDocument();
    expect(navLink('Purchase Orders')).toHaveAttribute('href', '/inbound-module?tab=purchase-orders');
    expect(navLink('Reconciliation')).toHaveAttribute('href', '/inbound-module?tab=reconciliation');
  });

  it('highlights the tab named in the address and follows it when another is chosen', async () => {
    renderShell('/inbound-module?tab=reconciliation');
    expect(navLink('Reconciliation')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Purchase Orders')).not.toHaveAttribute('aria-current');

    fireEvent.click(navLink('Purchase Orders'));
    expect(screen.getByLabelText('location')).toHaveTextContent('/inbound-module?tab=purchase-orders');
    await waitFor(() => expect(navLink('Purchase Orders')).toHaveAttribute('aria-current', 'page'));
    expect(navLink('Reconciliation')).not.toHaveAttribute('aria-current');
  });

  it('highlights Purchase Orders when the module has no tab yet', () => {
    renderShell('/inbound-module');
    expect(navLink('Purchase Orders')).toHaveAttribute('aria-current', 'page');
  });

  it('highlights no tab on the ERP connection page', () => {
    renderShell('/inbound-erp-connection');
    expect(screen.getByText('ERP connection page')).toBeInTheDocument();
    expect(navLink('Purchase Orders')).not.toHaveAttribute('aria-current');
    expect(navLink('Reconciliation')).not.toHaveAttribute('aria-current');
  });
});

describe('inbound navigation on a phone', () => {
  withWindowWidth(390);

  it('moves the tabs out of the top bar to a bar along the bottom of the screen', () => {
    renderShell('/inbound-module?tab=reconciliation');
    const nav = screen.getByRole('navigation', { name: 'Inbound' });
    expect(within(screen.getByRole('banner')).queryByRole('navigation')).not.toBeInTheDocument();
    expect(nav).toHaveStyle({ position: 'fixed', bottom: '0px' });
    expect(navLink('Reconciliation')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Purchase Orders')).toHaveAttribute('href', '/inbound-module?tab=purchase-orders');
  });
});

describe('inbound account menu', () => {
  it('opens Team, Security and Logout (the inbound plan has no profile or settings page)', async () => {
    renderShell('/inbound-module?tab=purchase-orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu: Ivy Chen' }));
    expect(await screen.findByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/account/security');
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('inbound profile panel', () => {
  it('shows, in order, the company, the ERP section, verification always on but disabled, the rules and Sign Out', async () => {
    renderShell('/inbound-module?tab=purchase-orders');
    const panel = await openPanel();

    expect(await within(panel).findByTestId('company-name')).toHaveTextContent('Contoso Supply');
    const erpLink = within(panel).getByRole('link', { name: 'ERP connection & sync history' });
    expect(erpLink).toHaveAttribute('href', '/inbound-erp-connection');
    const verification = within(panel).getByRole('switch', { name: 'Verification enabled' });
    expect(verification).toBeDisabled();
    expect(verification).toBeChecked();
    const rules = within(panel).getByRole('heading', { name: 'Auto Approval Rules' });
    expect(await within(panel).findByLabelText('Order value threshold (USD)')).toHaveValue('1000');
    const signOut = within(panel).getByRole('button', { name: 'Sign Out' });

    const order = [within(panel).getByTestId('company-name'), erpLink, verification, rules, signOut];
    order.slice(1).forEach((element, index) => {
      expect(order[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it('takes focus when it opens and closes with Escape, handing focus back to the profile button', async () => {
    renderShell('/inbound-module?tab=purchase-orders');
    const panel = await openPanel();
    const button = screen.getByRole('button', { name: 'Profile: Ivy Chen' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toHaveFocus());

    fireEvent.keyDown(panel, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveFocus();
  });

  it('keeps the panel open, and focus where it is, while Tab moves through its form', async () => {
    renderShell('/inbound-module?tab=purchase-orders');
    const panel = await openPanel();
    await waitFor(() => expect(panel).toHaveFocus());
    const input = await within(panel).findByLabelText('Order value threshold (USD)');
    input.focus();
    // A menu dropdown would pull focus to its popup on the first Tab and close on the second.
    for (const _press of [1, 2]) {
      fireEvent.keyDown(input, { key: 'Tab', keyCode: 9 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(input).toHaveFocus();
    }
    expect(screen.getByRole('button', { name: 'Profile: Ivy Chen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens the ERP connection page from its link and closes', async () => {
    renderShell('/inbound-module?tab=purchase-orders');
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('link', { name: 'ERP connection & sync history' }));
    expect(await screen.findByText('ERP connection page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile: Ivy Chen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('signs out with supabase, toasts and returns home', async () => {
    const logouts: string[] = [];
    server.use(
      http.post('http://supabase.test/auth/v1/logout', ({ request }) => {
        logouts.push(new URL(request.url).searchParams.get('scope') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderShell('/inbound-module?tab=purchase-orders');
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(logouts).toEqual(['local']);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });

  it('says so and stays when signing out fails', async () => {
    server.use(
      http.post('http://supabase.test/auth/v1/logout', () =>
        HttpResponse.json({ code: 500, msg: 'Auth service down' }, { status: 500 }),
      ),
    );
    renderShell('/inbound-module?tab=purchase-orders');
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Error signing out')).toBeInTheDocument();
    expect(screen.queryByText('Signed out successfully')).not.toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/inbound-module?tab=purchase-orders');
  });
});

describe('inbound shell on a phone', () => {
  withWindowWidth(390);

  it('keeps both tabs and opens the profile panel as a drawer that Escape closes', async () => {
    renderShell('/inbound-module?tab=reconciliation');
    expect(navLink('Reconciliation')).toHaveAttribute('aria-current', 'page');
    const button = await screen.findByRole('button', { name: 'Profile: Ivy Chen' });
    expect(within(button).queryByText('Ivy Chen')).not.toBeInTheDocument();

    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByTestId('company-name')).toHaveTextContent('Contoso Supply');
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    fireEvent.keyDown(drawer, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });
});
