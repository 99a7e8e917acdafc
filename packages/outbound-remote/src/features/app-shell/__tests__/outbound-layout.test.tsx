import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, withWindowWidth } from '@aide/shared-auth/testing';
import {
  answerOtherFeaturesBlandly,
  ORG_ID,
  renderAppAsSam,
  setupAppNetwork,
  statusHandler,
} from '../../../test-support/shell-fakes';

const server = setupAppNetwork();

function renderShell(route = '/onboarding') {
  return renderAppAsSam(route);
}

function menuItem(name: string) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav).getByRole('link', { name: new RegExp(`^${name}`) });
}

describe('outbound app shell', () => {
  it('shows the sidebar groups, top bar links and the user menu', async () => {
    const status = statusHandler();
    server.use(status.handler);
    renderShell();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Data Management')).toBeInTheDocument();
    expect(within(nav).getByText('Access Management')).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Add Customers List', '/customer-upload'],
      ['Add Inventory', '/inventory'],
      ['Add Sales History', '/erp-connection'],
      ['Integrations', '/integrations'],
    ]);
    expect(screen.getByRole('link', { name: 'My Customers' })).toHaveAttribute('href', '/sales-assistant');
    expect(screen.getByRole('link', { name: 'Ask AI' })).toHaveAttribute('href', '/ask-ai');
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Account menu: Sam Rivera' }));
    expect(await screen.findByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/account/security');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await waitFor(() => expect(status.requests).toHaveLength(1));
    expect(status.requests[0]?.get('organization_id')).toBe(ORG_ID);
  });

  it('puts a "Needs attention" badge beside exactly the entries the status says are missing', async () => {
    server.use(statusHandler({ customers: true, notetaker: false }).handler);
    renderShell();

    await waitFor(() =>
      expect(within(menuItem('Add Inventory')).getByRole('img', { name: 'Needs attention' })),
    );
    expect(
      within(menuItem('Add Sales History')).getByRole('img', { name: 'Needs attention' }),
    ).toBeInTheDocument();
    expect(
      within(menuItem('Integrations')).getByRole('img', { name: 'Needs attention' }),
    ).toBeInTheDocument();
    expect(within(menuItem('Add Customers List')).queryByRole('img', { name: 'Needs attention' })).toBeNull();
    expect(within(menuItem('Dashboard')).queryByRole('img', { name: 'Needs attention' })).toBeNull();
  });

  it('highlights the sidebar entry of the current route', () => {
    answerOtherFeaturesBlandly(server); // /integrations: the shell only needs the route
    renderShell('/integrations');
    expect(menuItem('Integrations')).toHaveAttribute('aria-current', 'page');
    expect(menuItem('Dashboard')).not.toHaveAttribute('aria-current');
  });

  it('shows "X of Y complete" and the steps, completed first, with a progress bar', async () => {
    server.use(statusHandler({ inventory: true }).handler);
    renderShell();

    const banner = await screen.findByRole('region', { name: 'Setup Progress' });
    expect(within(banner).getByText('1 of 4 complete')).toBeInTheDocument();
    const steps = within(within(banner).getByRole('list', { name: 'Setup steps' })).getAllByRole('link');
    expect(steps.map((step) => [step.textContent?.replace(/^\d/, ''), step.getAttribute('href')])).toEqual([
      ['Inventory & Offers(complete)', '/inventory'],
      ['Profile(not complete)', '/profile'],
      ['Customer List Uploaded(not complete)', '/customer-upload'],
      ['Sales History Uploaded(not complete)', '/erp-connection'],
    ]);
    expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('hides the banner once setup is 100% complete', async () => {
    const all = { profile: true, customers: true, transactions: true, inventory: true, notetaker: true };
    const status = statusHandler(all);
    server.use(status.handler);
    renderShell();

    await waitFor(() => expect(status.requests).toHaveLength(1));
    expect(await screen.findByText("You're all set")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Setup Progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Needs attention' })).not.toBeInTheDocument();
  });

  it('still works, without banner or badges, when the status cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('http://api.test/api/onboarding/status', () => {
        calls += 1;
        return apiError(500, 'internal', 'boom');
      }),
    );
    renderShell('/profile');
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Setup Progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Needs attention' })).not.toBeInTheDocument();
  });

  it('refetches the status on every route change', async () => {
    const status = statusHandler();
    server.use(status.handler);
    renderShell('/onboarding');
    await screen.findByRole('region', { name: 'Setup Progress' });
    await waitFor(() => expect(status.requests).toHaveLength(1));

    fireEvent.click(screen.getByRole('link', { name: 'Profile (not complete)' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await waitFor(() => expect(status.requests).toHaveLength(2));

    fireEvent.click(screen.getByRole('link', { name: 'Setup guide' }));
    await waitFor(() => expect(status.requests).toHaveLength(3));
  });

  it('refetches the status when the mailbox popup reports a successful connection', async () => {
    const status = statusHandler();
    server.use(status.handler);
    renderShell();
    await waitFor(() => expect(status.requests).toHaveLength(1));

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'nylas-oauth', success: false } }));
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else', success: true } }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(status.requests).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'nylas-oauth', success: true } }));
    });
    await waitFor(() => expect(status.requests).toHaveLength(2));
  });
});

describe('outbound app shell on a phone', () => {
  withWindowWidth(375);

  it('opens the navigation as a drawer and closes it after following a link', async () => {
    answerOtherFeaturesBlandly(server); // the dashboard
    renderShell('/profile');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    fireEvent.click(toggle);
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole('link', { name: 'Add Inventory Needs attention' }),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(within(nav).getByRole('link', { name: /^Dashboard/ }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('Logout', () => {
  it('signs out with supabase and leaves the workspace', async () => {
    const logouts: string[] = [];
    server.use(
      statusHandler().handler,
      http.post('http://supabase.test/auth/v1/logout', ({ request }) => {
        logouts.push(new URL(request.url).searchParams.get('scope') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderShell('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu: Sam Rivera' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(logouts).toHaveLength(1);
  });
});
