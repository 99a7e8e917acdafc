import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeMembershipHandler, renderAsSam, restUrl, setupFakeNetwork } from '@aide/shared-auth/testing';
import { IntegrationsPage } from '../components/integrations-page';
import { API_ORIGIN } from '../../../test-support/fake-popup';

const server = setupFakeNetwork();

interface Upsert {
  url: URL;
  body: unknown;
  prefer: string | null;
}

/** The API lists and Supabase tables the page reads; `upsert` answers the notetaker write. */
function fakeBackend(options: { hasNotetaker: boolean | null; upsert: (request: Upsert) => Response }) {
  const writes: Upsert[] = [];
  server.use(
    fakeMembershipHandler(),
    http.get(restUrl('aide_transactions_config'), ({ request }) => {
      expect(new URL(request.url).searchParams.get('organization_id')).toBe('eq.o1');
      return HttpResponse.json(
        options.hasNotetaker === null ? [] : [{ has_notetaker: options.hasNotetaker }],
      );
    }),
    http.post(restUrl('aide_transactions_config'), async ({ request }) => {
      const write = {
        url: new URL(request.url),
        body: await request.json(),
        prefer: request.headers.get('prefer'),
      };
      writes.push(write);
      return options.upsert(write);
    }),
    http.get(`${API_ORIGIN}/api/email_connections`, () =>
      HttpResponse.json({
        items: [
          {
            id: 'e1',
            provider: 'microsoft',
            email: 'sam@northwind.test',
            status: 'connected',
            connected_at: '2025-03-12T10:00:00Z',
          },
        ],
      }),
    ),
    http.get(`${API_ORIGIN}/api/social_connections`, () =>
      HttpResponse.json({
        items: [
          {
            id: 's1',
            network: 'linkedin',
            handle: 'northwind-traders',
            profile_url: 'https://www.linkedin.com/company/northwind-traders',
            connected_at: '2025-03-12T10:00:00Z',
          },
        ],
      }),
    ),
    http.get(`${API_ORIGIN}/api/ai-employee`, () => HttpResponse.json({ employee: null })),
  );
  return writes;
}

async function renderPage() {
  renderAsSam(<IntegrationsPage />, { route: '/integrations' });
  expect(await screen.findByRole('heading', { name: 'Integrations' })).toBeInTheDocument();
  return screen.findByRole('switch', { name: 'Meeting notetaker' });
}

describe('Integrations page', () => {
  it('summarises mailboxes, social profiles and the AI employee with links to manage them', async () => {
    fakeBackend({ hasNotetaker: true, upsert: () => HttpResponse.json([]) });
    await renderPage();
    expect(await screen.findByText('sam@northwind.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connect Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connect Microsoft/ })).toBeInTheDocument();
    expect(await screen.findByText('northwind-traders')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create your AI employee' })).toHaveAttribute(
      'href',
      '/create-employee',
    );
    const manageLinks = screen
      .getAllByRole('link', { name: 'Manage' })
      .map((link) => link.getAttribute('href'));
    expect(manageLinks).toEqual(['/email-connection', '/social-connection', '/ai-employee']);
  });

  it('turns the meeting notetaker on with an upsert on the organization', async () => {
    const writes = fakeBackend({ hasNotetaker: null, upsert: () => new HttpResponse(null, { status: 201 }) });
    const toggle = await renderPage();
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);

    expect(await screen.findByText('Meeting notetaker turned on')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toEqual({ organization_id: 'o1', has_notetaker: true });
    expect(writes[0]?.url.searchParams.get('on_conflict')).toBe('organization_id');
    expect(writes[0]?.prefer).toContain('resolution=merge-duplicates');
  });

  it('turns it off again', async () => {
    const writes = fakeBackend({ hasNotetaker: true, upsert: () => new HttpResponse(null, { status: 201 }) });
    const toggle = await renderPage();
    await waitFor(() => expect(toggle).toBeChecked());

    await userEvent.click(toggle);

    expect(await screen.findByText('Meeting notetaker turned off')).toBeInTheDocument();
    expect(writes[0]?.body).toEqual({ organization_id: 'o1', has_notetaker: false });
  });

  it('puts the switch back and says why when the write fails', async () => {
    fakeBackend({
      hasNotetaker: false,
      upsert: () =>
        HttpResponse.json(
          { code: '42501', message: 'new row violates row-level security policy', details: null, hint: null },
          { status: 403 },
        ),
    });
    const toggle = await renderPage();

    await userEvent.click(toggle);

    expect(await screen.findByText('new row violates row-level security policy')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
