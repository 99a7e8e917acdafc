import { fireEvent, screen } from '@testing-library/react';
import {
  fakeMembershipHandler,
  renderWithProviders,
  SAM,
  setupFakeNetwork,
  storeFakeSession,
} from '../../testing';
import { AccountMenu } from '../account-menu';

setupFakeNetwork(fakeMembershipHandler());

beforeEach(() => storeFakeSession(SAM));

const signedIn = { auth: { status: 'signedIn' as const, user: SAM, assurance: null, error: null } };

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu: Sam Rivera' }));
}

describe('AccountMenu (the one account menu of the shell and both remotes)', () => {
  it("lists the plan's own pages beside the account area, the dark mode switch and Logout", async () => {
    renderWithProviders(<AccountMenu profilePath="/profile" settingsPath="/settings" />, {
      preloadedState: signedIn,
    });
    await openMenu();
    for (const [name, href] of [
      ['My Profile', '/profile'],
      ['Team', '/team'],
      ['Security', '/account/security'],
      ['Settings', '/settings'],
    ]) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('switch', { name: /dark mode/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('leaves out the pages a plan does not have', async () => {
    renderWithProviders(<AccountMenu />, { preloadedState: signedIn });
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('shows the word "Account" where another button already shows the member, named for the member still', async () => {
    renderWithProviders(<AccountMenu variant="label" />, { preloadedState: signedIn });
    const button = await screen.findByRole('button', { name: 'Account menu: Sam Rivera' });
    expect(button).toHaveTextContent('Account');
    expect(button).not.toHaveTextContent('Sam Rivera');
  });
});
