import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findRow, renderWithProviders, setupFakeNetwork, storeFakeSession } from '@aide/shared-auth/testing';
import { API, fakeHealth } from '../../../test-support/fake-platform';
import { HealthPage } from '../components/health-page';

const OPS = { id: '55555555-5555-4555-8555-555555555555', email: 'ops@aide.test' };
const NORTHWIND = {
  organization_id: '10000000-0000-4000-8000-000000000001',
  organization_name: 'Northwind Traders',
};
const JOB_ID = '80000000-0000-4000-8000-000000000001';
const EMAIL_ID = '90000000-0000-4000-8000-000000000001';

/** What has failed: one retryable job, one archived job, one email, one ERP sync, one intake email. */
const failing = () =>
  fakeHealth({
    queues: [
      { name: 'erp-sync', active: 1, retrying: 2, failed_24h: 3 },
      { name: 'outreach-send', active: 0, retrying: 0, failed_24h: 1 },
    ],
    failed_jobs: [
      {
        id: JOB_ID,
        queue: 'erp-sync',
        ...NORTHWIND,
        error: 'ERP answered 503',
        failed_at: '2026-11-28T09:00:00.000Z',
        retryable: true,
      },
      {
        id: '80000000-0000-4000-8000-000000000002',
        queue: 'usage-warnings',
        organization_id: null,
        organization_name: null,
        error: 'database timeout',
        failed_at: '2026-11-28T08:00:00.000Z',
        retryable: false,
      },
    ],
    failed_emails: [
      {
        id: EMAIL_ID,
        ...NORTHWIND,
        to: 'buyer@contoso.test',
        subject: 'Your restock offer',
        error: 'Mailbox unavailable',
        failed_at: '2026-11-28T07:00:00.000Z',
      },
    ],
    erp_syncs: [
      {
        connection_id: 'a0000000-0000-4000-8000-000000000001',
        ...NORTHWIND,
        system: 'odoo',
        connection_name: 'Odoo production',
        failed_at: '2026-11-28T06:00:00.000Z',
        error: 'Invalid credentials',
        last_success_at: null,
      },
    ],
    failed_intake_emails: [
      {
        id: 'b0000000-0000-4000-8000-000000000001',
        ...NORTHWIND,
        from: 'orders@fabrikam.test',
        subject: 'PO 4471',
        error: 'No order found in the attachment',
        failed_at: '2026-11-28T05:00:00.000Z',
      },
    ],
  });

let health = failing();
const posted: string[] = [];
const server = setupFakeNetwork(
  http.get(`${API}/health`, () => HttpResponse.json(health)),
  http.post(`${API}/jobs/:id/retry`, ({ params }) => {
    posted.push(`retry ${String(params.id)}`);
    health = { ...health, failed_jobs: health.failed_jobs.filter((job) => job.id !== params.id) };
    return HttpResponse.json({ id: String(params.id), queue: 'erp-sync', state: 'retry' });
  }),
  http.post(`${API}/emails/:id/resend`, ({ params }) => {
    posted.push(`resend ${String(params.id)}`);
    return HttpResponse.json({ id: String(params.id), status: 'queued' });
  }),
);

function renderHealth() {
  storeFakeSession(OPS, { operator: true, aal: 'aal2' });
  return renderWithProviders(<HealthPage />, { route: '/platform/health' });
}

afterEach(() => {
  health = failing();
  posted.length = 0;
});

describe('the Health page', () => {
  it('shows each queue’s counts and every failure with its organization, error and time', async () => {
    renderHealth();
    const queues = await screen.findByRole('table', { name: 'Background queues' });
    const queue = within(queues).getByRole('row', { name: /erp-sync/ });
    expect(
      within(queue)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['erp-sync', '1', '2', '3']);

    const job = await findRow('ERP answered 503');
    expect(within(job).getByRole('link', { name: 'Northwind Traders' })).toHaveAttribute(
      'href',
      `/platform/organizations/${NORTHWIND.organization_id}`,
    );
    expect(
      within(job).getByRole('button', { name: 'Retry the failed erp-sync job of Northwind Traders' }),
    ).toBeInTheDocument();
    const archived = await findRow('database timeout');
    expect(archived).toHaveTextContent('Across organizations');
    expect(within(archived).queryByRole('button')).not.toBeInTheDocument();

    expect(await findRow('Your restock offer')).toHaveTextContent('buyer@contoso.test');
    const sync = await findRow('Invalid credentials');
    expect(sync).toHaveTextContent('Odoo production (odoo)');
    expect(sync).toHaveTextContent('Never');
    expect(await findRow('No order found in the attachment')).toHaveTextContent('orders@fabrikam.test');
  });

  it('retries a failed job once confirmed, says so, and lists it no more', async () => {
    const user = userEvent.setup();
    renderHealth();
    await user.click(
      await screen.findByRole('button', { name: 'Retry the failed erp-sync job of Northwind Traders' }),
    );
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Retry this job?');
    expect(posted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The erp-sync job of Northwind Traders will run again.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([`retry ${JOB_ID}`]);
    await waitFor(() => expect(screen.queryByText('ERP answered 503')).not.toBeInTheDocument());
  });

  it('resends a failed email once confirmed, and says why when the API refuses', async () => {
    const user = userEvent.setup();
    renderHealth();
    await user.click(
      await screen.findByRole('button', { name: 'Resend “Your restock offer” to buyer@contoso.test' }),
    );
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('The email to buyer@contoso.test will be sent again.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([`resend ${EMAIL_ID}`]);

    server.use(
      http.post(`${API}/emails/:id/resend`, () =>
        HttpResponse.json(
          { error: 'email_not_failed', message: 'This email is no longer failed: it was resent already.' },
          { status: 409 },
        ),
      ),
    );
    await user.click(
      screen.getByRole('button', { name: 'Resend “Your restock offer” to buyer@contoso.test' }),
    );
    const confirms = await screen.findAllByRole('tooltip');
    await user.click(within(confirms.at(-1)!).getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('This email is no longer failed: it was resent already.'),
    ).toBeInTheDocument();
  });

  it('says when nothing failed', async () => {
    health = fakeHealth();
    renderHealth();
    expect(
      await screen.findByText('No failed jobs: nothing failed in the last 24 hours.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No email failed to send.')).toBeInTheDocument();
    expect(screen.getByText("Every ERP connection's latest sync succeeded.")).toBeInTheDocument();
    expect(screen.getByText('Every intake email was read.')).toBeInTheDocument();
  });
});
