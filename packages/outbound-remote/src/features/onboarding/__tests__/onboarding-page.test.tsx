import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError } from '@aide/shared-auth/testing';
import { renderAppAsSam, setupAppNetwork, statusHandler } from '../../../test-support/shell-fakes';

const server = setupAppNetwork();

function renderOnboarding() {
  return renderAppAsSam('/onboarding');
}

const main = () => screen.getByRole('main');

describe('/onboarding', () => {
  it('guides through the four steps, done ones first, each with a button to do it', async () => {
    server.use(statusHandler({ profile: true, inventory: true }).handler);
    renderOnboarding();

    expect(await within(main()).findByRole('button', { name: 'Upload customers' })).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { name: 'Get set up' })).toBeInTheDocument();
    const buttons = within(main())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual([
      'Review Profile',
      'Review Inventory & Offers',
      'Upload customers',
      'Add sales history',
    ]);

    fireEvent.click(within(main()).getByRole('button', { name: 'Review Profile' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('congratulates and links to the dashboard once everything is done', async () => {
    const all = { profile: true, customers: true, transactions: true, inventory: true };
    server.use(statusHandler(all).handler);
    // The dashboard is another feature's page: answer whatever it asks.
    server.use(http.all('http://api.test/api/dashboard*', () => HttpResponse.json({ has_data: false })));
    renderOnboarding();

    expect(await screen.findByText("You're all set")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload customers' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says so when the status cannot be loaded', async () => {
    server.use(http.get('http://api.test/api/onboarding/status', () => apiError(500, 'internal', 'boom')));
    renderOnboarding();
    expect(
      await screen.findByText('Your setup status could not be loaded. Please reload the page.'),
    ).toBeInTheDocument();
  });
});
