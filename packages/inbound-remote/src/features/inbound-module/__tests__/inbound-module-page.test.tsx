import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, restUrl, storeFakeSession, setupFakeNetwork } from '@aide/shared-auth/testing';
import App from '../../../exposes/app';

const IVY = { id: '22222222-2222-4222-8222-222222222222', email: 'ivy@contoso.test' };

const server = setupFakeNetwork();

describe('inbound App at /inbound-module', () => {
  it("names the signed-in member's organization, read through the member row", async () => {
    server.use(
      http.get(restUrl('aide_members'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('user_id')).toBe(`eq.${IVY.id}`);
        return HttpResponse.json([
          {
            id: 'm1',
            email: IVY.email,
            first_name: 'Ivy',
            last_name: 'Chen',
            organization_id: 'o1',
            aide_organizations: { id: 'o1', name: 'Contoso Supply', aide_plan: 'inbound' },
          },
        ]);
      }),
    );
    storeFakeSession(IVY);
    renderWithProviders(<App />, { route: '/inbound-module' });
    expect(await screen.findByRole('heading', { name: 'Purchase Orders' })).toBeInTheDocument();
    expect(await screen.findByTestId('organization-name')).toHaveTextContent('Contoso Supply');
  });

  it('says so when the organization cannot be loaded', async () => {
    server.use(
      http.get(restUrl('aide_members'), () =>
        HttpResponse.json({ code: 'XX000', message: 'internal error' }, { status: 500 }),
      ),
    );
    storeFakeSession(IVY);
    renderWithProviders(<App />, { route: '/inbound-module' });
    expect(
      await screen.findByText('Your organization could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
