import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  renderWithProviders,
  setupFakeNetwork,
  storeFakeSession,
  TEST_RUNTIME_CONFIG,
} from '@aide/shared-auth/testing';
import type { Team, TeamMember } from '../api/team-api';
import { TeamPage } from '../components/team-page';

const API = TEST_RUNTIME_CONFIG.apiBaseUrl;
const SAM = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' };

const member = (fields: Partial<TeamMember>): TeamMember => ({
  id: '00000000-0000-4000-8000-000000000000',
  email: 'someone@northwind.test',
  first_name: null,
  last_name: null,
  role: 'member',
  status: 'active',
  invited_at: null,
  joined_at: '2026-11-01T10:00:00.000Z',
  last_sign_in_at: null,
  mfa_enabled: false,
  invitation_status: null,
  invitation_error: null,
  is_you: false,
  ...fields,
});

let team: Team;
const removed: string[] = [];
const invited: unknown[] = [];
const server = setupFakeNetwork(
  http.get(`${API}/api/team`, () => HttpResponse.json(team)),
  http.get(`${API}/api/team/events`, () => HttpResponse.json({ items: [] })),
  http.delete(`${API}/api/team/members/:memberId`, ({ params }) => {
    removed.push(String(params.memberId));
    team = { ...team, members: team.members.filter((row) => row.id !== params.memberId) };
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(`${API}/api/team/invitations`, async ({ request }) => {
    const body = (await request.json()) as { email: string };
    invited.push(body);
    if (body.email === 'ivy@contoso.test') {
      return HttpResponse.json(
        {
          error: 'already_member',
          message: 'This email is already on your team.',
        },
        { status: 409 },
      );
    }
    return HttpResponse.json(
      { id: '22222222-2222-4222-8222-222222222222', status: 'invited' },
      { status: 201 },
    );
  }),
);

beforeEach(() => {
  removed.length = 0;
  invited.length = 0;
  storeFakeSession(SAM);
});
afterEach(() => server.resetHandlers());

const JO = member({
  id: '33333333-3333-4333-8333-333333333333',
  email: 'jo@northwind.test',
  first_name: 'Jo',
});
const PENDING = member({
  id: '44444444-4444-4444-8444-444444444444',
  email: 'pending@northwind.test',
  status: 'invited',
  joined_at: null,
  invitation_status: 'failed',
  invitation_error: 'The auth server could not be reached.',
});

it('lets an owner remove a member after confirming, and says who was removed', async () => {
  team = {
    role: 'owner',
    mfa_required: false,
    members: [
      member({
        id: SAM.id,
        email: SAM.email,
        first_name: 'Sam',
        role: 'owner',
        is_you: true,
        mfa_enabled: true,
      }),
      JO,
      PENDING,
    ],
  };
  renderWithProviders(<TeamPage />);
  const table = await screen.findByRole('table');
  expect(within(table).getByText('Invitation failed')).toBeInTheDocument();
  // Nobody removes themselves: Sam's row has no Remove button.
  expect(screen.queryByRole('button', { name: 'Remove Sam' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Remove Jo' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(removed).toEqual([JO.id]));
  expect(await screen.findByText('Jo was removed from the team.')).toBeInTheDocument();
});

it('shows the API refusal of an invitation as it is', async () => {
  team = {
    role: 'admin',
    mfa_required: false,
    members: [member({ email: SAM.email, role: 'admin', is_you: true })],
  };
  renderWithProviders(<TeamPage />);
  await userEvent.type(await screen.findByLabelText('Email'), 'ivy@contoso.test');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
  expect(await screen.findByText('This email is already on your team.')).toBeInTheDocument();
  expect(invited).toEqual([{ email: 'ivy@contoso.test', role: 'member' }]);
});

it('shows a plain member the team read-only', async () => {
  team = { role: 'member', mfa_required: false, members: [member({ email: SAM.email, is_you: true }), JO] };
  renderWithProviders(<TeamPage />);
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.getByText(/Only owners and admins can change the team/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
});
