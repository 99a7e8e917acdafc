import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { restUrl } from '@aide/shared-auth/testing';
import {
  memberRow,
  renderAppAsSam,
  SAM,
  setupAppNetwork,
  statusHandler,
} from '../../../test-support/shell-fakes';

const server = setupAppNetwork();

/** A tiny stand-in for the database: the member row's names, readable and writable through PostgREST. */
function fakeMemberTable(initial: { first_name: string | null; last_name: string | null }) {
  const names = { ...initial };
  const updates: { query: URLSearchParams; body: unknown }[] = [];
  server.use(
    http.get(restUrl('aide_members'), () => HttpResponse.json([memberRow(names)])),
    http.patch(restUrl('aide_members'), async ({ request }) => {
      const body = (await request.json()) as typeof names;
      updates.push({ query: new URL(request.url).searchParams, body });
      Object.assign(names, body);
      return HttpResponse.json([{ id: 'm1' }]);
    }),
  );
  // The API derives the Profile step from the same row.
  const status = statusHandler(() => ({ profile: Boolean(names.first_name && names.last_name) }));
  server.use(status.handler);
  return { updates, status };
}

function renderProfile() {
  return renderAppAsSam('/profile');
}

describe('/profile', () => {
  it('saves trimmed names to the member row and moves the banner to "1 of 4 complete" without reload', async () => {
    const { updates, status } = fakeMemberTable({ first_name: null, last_name: null });
    renderProfile();

    const banner = await screen.findByRole('region', { name: 'Setup Progress' });
    expect(within(banner).getByText('0 of 4 complete')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(SAM.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '  Sam ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Rivera  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]?.body).toEqual({ first_name: 'Sam', last_name: 'Rivera' });
    expect(updates[0]?.query.get('id')).toBe('eq.m1');
    expect(await within(banner).findByText('1 of 4 complete')).toBeInTheDocument();
    expect(status.requests.length).toBeGreaterThanOrEqual(2);
    // The user menu shows the new name (membership refetched).
    expect(await screen.findByRole('button', { name: 'Account menu: Sam Rivera' })).toBeInTheDocument();
  });

  it('requires both names and does not save blanks', async () => {
    const { updates } = fakeMemberTable({ first_name: 'Sam', last_name: 'Rivera' });
    renderProfile();

    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });

  it('says so when the database refuses the change', async () => {
    fakeMemberTable({ first_name: 'Sam', last_name: 'Rivera' });
    server.use(http.patch(restUrl('aide_members'), () => HttpResponse.json([])));
    renderProfile();

    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Samuel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Your profile could not be saved. You are not allowed to change this profile.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });
});
