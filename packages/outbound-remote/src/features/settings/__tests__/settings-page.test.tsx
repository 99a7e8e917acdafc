import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { restUrl } from '@aide/shared-auth/testing';
import {
  answerOtherFeaturesBlandly,
  memberRow,
  ORG_ID,
  renderAppAsSam,
  setupAppNetwork,
} from '../../../test-support/shell-fakes';

const server = setupAppNetwork();

function fakeOrganization(accept = true) {
  const organization = { name: 'Northwind Traders' };
  const renames: { query: URLSearchParams; body: unknown }[] = [];
  // Whatever page the app lands on after signing out may ask for more.
  answerOtherFeaturesBlandly(server);
  server.use(
    http.get(restUrl('aide_members'), () => {
      const row = memberRow({ first_name: 'Sam', last_name: 'Rivera' });
      return HttpResponse.json([
        { ...row, aide_organizations: { ...row.aide_organizations, ...organization } },
      ]);
    }),
    http.patch(restUrl('aide_organizations'), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      renames.push({ query: new URL(request.url).searchParams, body });
      if (!accept) return HttpResponse.json([]);
      organization.name = body.name;
      return HttpResponse.json([{ id: ORG_ID }]);
    }),
  );
  return { renames };
}

function renderSettings() {
  return renderAppAsSam('/settings');
}

describe('/settings', () => {
  it('renames the organization (trimmed) and shows the saved name', async () => {
    const { renames } = fakeOrganization();
    const { store } = renderSettings();

    const input = await screen.findByLabelText('Organization name');
    expect(input).toHaveValue('Northwind Traders');
    fireEvent.change(input, { target: { value: '  Northwind Holdings ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Organization name updated')).toBeInTheDocument();
    expect(renames).toEqual([{ query: expect.any(URLSearchParams), body: { name: 'Northwind Holdings' } }]);
    expect(renames[0]?.query.get('id')).toBe(`eq.${ORG_ID}`);
    // The cached membership is refreshed, so every place showing the name gets the new one.
    await waitFor(() => {
      const cached = Object.values(store.getState().api.queries).find(
        (query) => query?.endpointName === 'getMyMembership',
      );
      expect((cached?.data as { organization: { name: string } }).organization.name).toBe(
        'Northwind Holdings',
      );
    });
  });

  it('refuses a blank name and explains a refused update', async () => {
    const { renames } = fakeOrganization(false);
    renderSettings();

    const input = await screen.findByLabelText('Organization name');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the organization name')).toBeInTheDocument();
    expect(renames).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Other name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The organization name could not be saved. You are not allowed to rename this organization.',
      ),
    ).toBeInTheDocument();
  });

  it('leads to the Security page, where signing out everywhere now lives', async () => {
    fakeOrganization();
    renderSettings();
    expect(await screen.findByRole('link', { name: 'Open Security' })).toHaveAttribute(
      'href',
      '/account/security',
    );
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });
});
