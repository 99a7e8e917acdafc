import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, restUrl, storeFakeSession, setupFakeNetwork } from '@aide/shared-auth/testing';
import App from '../../../exposes/app';

const SAM = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' };

const server = setupFakeNetwork();

describe('outbound App at /dashboard', () => {
  it("names the signed-in member's organization, read through the member row", async () => {
    server.use(
      http.get(restUrl('aide_members'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('user_id')).toBe(`eq.${SAM.id}`);
        return HttpResponse.json([
          {
            id: 'm1',
            email: SAM.email,
            first_name: 'Sam',
            last_name: 'Rivera',
            organization_id: 'o1',
            aide_organizations: { id: 'o1', name: 'Northwind Traders', aide_plan: 'outbound' },
          },
        ]);
      }),
    );
    storeFakeSession(SAM);
    renderWithProviders(<App />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('organization-name')).toHaveTextContent('Northwind Traders');
  });

  it('says so when the organization cannot be loaded', async () => {
    server.use(
      http.get(restUrl('aide_members'), () =>
        HttpResponse.json({ code: 'XX000', message: 'internal error' }, { status: 500 }),
      ),
    );
    storeFakeSession(SAM);
    renderWithProviders(<App />, { route: '/dashboard' });
    expect(
      await screen.findByText('Your organization could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
