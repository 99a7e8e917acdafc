import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import {
  findRow,
  renderWithProviders,
  setupFakeNetwork,
  storeFakeSession,
  withWindowWidth,
} from '@aide/shared-auth/testing';
import { API, fakeOrganization, fakePlatformApi } from '../../../test-support/fake-platform';
import { OrganizationsPage } from '../components/organizations-page';

const OPS = { id: '55555555-5555-4555-8555-555555555555', email: 'ops@aide.test' };
const acme = fakeOrganization({
  id: '10000000-0000-4000-8000-000000000009',
  name: 'Acme Foods',
  plan: 'inbound',
  members: 1,
  pending_members: 1,
  owner: { email: 'owner@acme.test', status: 'invited', invitation_status: 'sent' },
  last_sign_in_at: null,
  usage_this_month: { ai_questions: 1840, emails: 57, intake_documents: 9 },
});
const platform = fakePlatformApi([fakeOrganization(), acme]);
const server = setupFakeNetwork(...platform.handlers);

function renderList(route = '/platform') {
  storeFakeSession(OPS, { operator: true, aal: 'aal2' });
  return renderWithProviders(
    <Routes>
      <Route path="/platform" element={<OrganizationsPage />} />
      <Route path="/platform/organizations/:id" element={<p>organization page</p>} />
    </Routes>,
    { route },
  );
}

describe('the organizations list', () => {
  it('lists each organization with its plan, status, members and owner, a pending owner marked so', async () => {
    renderList();
    const row = await findRow('Acme Foods');
    expect(row).toHaveTextContent('Inbound (operations)');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getByText(/Pending · invitation sent/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Acme Foods' })).toHaveAttribute(
      'href',
      `/platform/organizations/${acme.id}`,
    );
  });

  describe('on a wide desk', () => {
    withWindowWidth(1280);

    it('shows this month’s AI questions, emails and documents, and sorts by AI questions most first', async () => {
      const user = userEvent.setup();
      renderList();
      const row = await findRow('Acme Foods');
      for (const [column, figure] of [
        ['AI questions this month', '1,840'],
        ['Emails this month', '57'],
        ['Documents read this month', '9'],
      ] as const) {
        const index = screen
          .getAllByRole('columnheader')
          .findIndex((header) => header.textContent === column);
        expect(within(row).getAllByRole('cell')[index]).toHaveTextContent(figure);
      }
      await user.click(screen.getByRole('columnheader', { name: /AI questions this month/ }));
      await waitFor(() =>
        expect(platform.requests.at(-1)!.url.searchParams.get('sort')).toBe('-ai_questions'),
      );
    });
  });

  describe('on a phone', () => {
    withWindowWidth(390);

    it('shows each organization’s AI questions this month on its card', async () => {
      renderList();
      const list = await screen.findByRole('list', { name: 'organizations' });
      const card = within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes('Acme Foods'));
      expect(card).toHaveTextContent(/AI questions this month\s*1,840/);
    });
  });

  it('asks the API for the plan and status the URL names', async () => {
    renderList('/platform?plan=inbound&status=suspended');
    await findRow('Acme Foods');
    const query = platform.requests.at(-1)!.url.searchParams;
    expect(query.get('plan')).toBe('inbound');
    expect(query.get('status')).toBe('suspended');
  });

  it('creates an organization, showing what the API refuses under its field', async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    server.use(
      http.post(`${API}/organizations`, async ({ request }) => {
        const body = (await request.json()) as { owner_email: string };
        created.push(body);
        if (body.owner_email === 'ivy@contoso.test') {
          return HttpResponse.json(
            {
              error: 'invalid_request',
              field: 'owner_email',
              message:
                'This email already belongs to a member of another organization. Choose another owner.',
            },
            { status: 422 },
          );
        }
        return HttpResponse.json(acme, { status: 201 });
      }),
    );
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Create organization' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Organization name'), 'Acme Foods');
    await user.click(within(dialog).getByText('Inbound (operations)'));
    await user.type(within(dialog).getByLabelText("Owner's email"), 'ivy@contoso.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    expect(
      await within(dialog).findByText(
        'This email already belongs to a member of another organization. Choose another owner.',
      ),
    ).toBeInTheDocument();

    const email = within(dialog).getByLabelText("Owner's email");
    await user.clear(email);
    await user.type(email, 'owner@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('organization page')).toBeInTheDocument();
    await waitFor(() =>
      expect(created.at(-1)).toEqual({ name: 'Acme Foods', plan: 'inbound', owner_email: 'owner@acme.test' }),
    );
  });
});
