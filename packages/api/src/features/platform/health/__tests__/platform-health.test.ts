// The console's Health page on PGlite and PostgreSQL: a mail intake job failed for real (its mailbox provider
// answered 503) shows under its queue with the provider's error, an operator retries it and it runs again;
// a failed outreach email is resent and goes out; failed ERP syncs and intake emails are listed; both actions
// are audited, and no one but an operator sees or does any of it.
import { QUEUE } from '../../../../jobs/queues.js';
import { apiSuite } from '../../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../../tests/support/postgres.js';
import { ORG, USER } from '../../../../../tests/support/seed.js';
import { sendJson } from '../../../../../tests/support/send-json.js';
import { signInOperator } from '../../__tests__/platform-backend.js';
import { healthBackends } from './health-backend.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Health {
  queues: { name: string; active: number; retrying: number; failed_24h: number }[];
  failed_jobs: {
    id: string;
    queue: string;
    organization_id: string | null;
    error: string;
    retryable: boolean;
  }[];
  failed_emails: { id: string; organization_name: string; to: string; error: string; failed_at: string }[];
  erp_syncs: { connection_id: string; error: string; last_success_at: string | null }[];
  failed_intake_emails: { id: string; organization_name: string; from: string; error: string }[];
}

const until = async <T>(what: string, check: () => Promise<T | undefined | false>): Promise<T> => {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    const found = await check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

describe.each(healthBackends)('the Health page on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam']);
  let operator = '';
  beforeAll(async () => {
    operator = await signInOperator(api);
  }, 60_000);

  const call = (method: string, path: string, token = operator) =>
    sendJson(method, `${api.apiUrl}${path}`, token, method === 'POST' ? {} : undefined);
  const health = async () => (await call('GET', '/platform/health')).body as Health;
  const jobState = async (id: string) =>
    (await api.db.query<{ state: string }>('select state from aide_jobs.job where id = $1', [id])).rows[0]
      ?.state;
  const audited = async (action: string) =>
    (
      await api.db.query<{ actor_email: string; subject_organization_name: string | null; details: object }>(
        `select actor_email, subject_organization_name, details from aide_platform_events where action = $1`,
        [action],
      )
    ).rows;

  it('shows a job that failed at its HTTP boundary, and an operator retries it', async () => {
    const id = (await api.jobs.send(QUEUE.mailIntake, {}))!;
    const failed = await until('the failed job', async () =>
      (await health()).failed_jobs.find((job) => job.id === id),
    );
    expect(failed).toMatchObject({
      queue: QUEUE.mailIntake,
      organization_id: null,
      retryable: true,
      error: expect.stringMatching(/Nylas answered HTTP 503/),
    });
    const queue = (await health()).queues.find((each) => each.name === QUEUE.mailIntake);
    expect(queue?.failed_24h).toBeGreaterThan(0);

    // The provider is back: the retried job runs again and completes.
    api.nylasFails.value = false;
    expect(await call('POST', `/platform/jobs/${id}/retry`)).toMatchObject({
      status: 200,
      body: { id, queue: QUEUE.mailIntake, state: 'retry' },
    });
    await until('the retried job to complete', async () => (await jobState(id)) === 'completed');
    expect((await health()).failed_jobs.map((job) => job.id)).not.toContain(id);
    expect(await audited('job_retried')).toEqual([
      {
        actor_email: USER.ops.email,
        subject_organization_name: null,
        details: { job_id: id, queue: QUEUE.mailIntake },
      },
    ]);
    expect(await call('POST', `/platform/jobs/${id}/retry`)).toMatchObject({
      status: 409,
      body: {
        error: 'job_not_failed',
        message: 'Only a failed job can be retried: this one has not failed.',
      },
    });
    expect((await call('POST', `/platform/jobs/${crypto.randomUUID()}/retry`)).status).toBe(404);
  });

  it('resends a failed outreach email: queued again, sent by its job, audited', async () => {
    // An email whose last attempt failed, as the send job leaves it.
    const { rows } = await api.db.query<{ id: string }>(
      `insert into aide_outreach_emails (organization_id, user_id, kind, to_email, from_email, subject, body,
         sent_via, status, attempts, last_error)
       values ($1, $2, 'preselected_items', 'buyer@resend.test', 'sam@northwind.test', 'Spring offer', 'Hello',
               'outbox', 'failed', 6, 'The mail provider answered HTTP 500.')
       returning id`,
      [ORG.northwind, USER.sam.id],
    );
    const id = rows[0]!.id;
    expect((await health()).failed_emails).toContainEqual({
      id,
      organization_id: ORG.northwind,
      organization_name: 'Northwind Traders',
      to: 'buyer@resend.test',
      subject: 'Spring offer',
      error: 'The mail provider answered HTTP 500.',
      failed_at: expect.any(String),
    });

    expect(await call('POST', `/platform/emails/${id}/resend`)).toMatchObject({
      status: 200,
      body: { id, status: 'queued' },
    });
    await until('the resent email to go out', async () => {
      const { rows: sent } = await api.db.query<{ status: string; last_error: string | null }>(
        'select status, last_error from aide_outreach_emails where id = $1',
        [id],
      );
      return sent[0]?.status === 'sent' && sent[0].last_error === null;
    });
    const outbox = await fetch(`${api.supabaseUrl}/outbox/messages?to=buyer%40resend.test`);
    expect(((await outbox.json()) as { subject: string }[]).map((m) => m.subject)).toEqual(['Spring offer']);
    expect((await health()).failed_emails.map((email) => email.id)).not.toContain(id);
    expect(await audited('email_resent')).toEqual([
      {
        actor_email: USER.ops.email,
        subject_organization_name: 'Northwind Traders',
        details: { email_id: id },
      },
    ]);
    expect(await call('POST', `/platform/emails/${id}/resend`)).toMatchObject({
      status: 409,
      body: { error: 'email_not_failed' },
    });
  });

  it('lists ERP connections whose latest sync failed, with their last success, and failed intake emails', async () => {
    const { rows } = await api.db.query<{ id: string }>(
      `insert into erp_connections (organization_id, user_id, system_type, connection_name, is_connected)
       values ($1, $2, 'xero', 'Failing Xero', true), ($1, $2, 'sage', 'Recovered Sage', true)
       returning id`,
      [ORG.contoso, USER.ivy.id],
    );
    const [failing, recovered] = rows.map((row) => row.id);
    await api.db.query(
      `insert into erp_sync_runs (organization_id, erp_connection_id, trigger, status, message, started_at,
         finished_at)
       values ($1, $2, 'schedule', 'succeeded', null, now() - interval '2 days', now() - interval '2 days'),
              ($1, $2, 'schedule', 'failed', 'Xero answered HTTP 500.', now() - interval '1 hour',
               now() - interval '1 hour'),
              ($1, $3, 'schedule', 'failed', 'Sage timed out.', now() - interval '2 hours', now() - interval '2 hours'),
              ($1, $3, 'manual', 'succeeded', null, now() - interval '1 hour', now() - interval '1 hour')`,
      [ORG.contoso, failing, recovered],
    );
    await api.db.query(
      `insert into aide_intake_emails (organization_id, mailbox, message_id, from_email, subject, received_at,
         status, detail)
       values ($1, 'nylas', 'health-1', 'buyer@customer.test', 'PO 7', now(), 'failed', 'The attachment is not readable.')`,
      [ORG.contoso],
    );
    // A sync job of the failing connection, failed by its worker: listed under Contoso.
    const jobId = (await api.jobs.send(QUEUE.erpSync, { connectionId: failing }, { retryLimit: 0 }))!;
    const [fetched] = await api.jobs.fetch(QUEUE.erpSync);
    expect(fetched?.id).toBe(jobId);
    await api.jobs.fail(QUEUE.erpSync, jobId, { message: 'Xero answered HTTP 500.' });
    const page = await health();
    expect(page.failed_jobs).toContainEqual({
      id: jobId,
      queue: QUEUE.erpSync,
      organization_id: ORG.contoso,
      organization_name: 'Contoso Supply',
      error: 'Xero answered HTTP 500.',
      failed_at: expect.any(String),
      retryable: true,
    });
    expect(page.erp_syncs).toEqual([
      {
        connection_id: failing,
        organization_id: ORG.contoso,
        organization_name: 'Contoso Supply',
        system: 'xero',
        connection_name: 'Failing Xero',
        failed_at: expect.any(String),
        error: 'Xero answered HTTP 500.',
        last_success_at: expect.any(String),
      },
    ]);
    expect(page.failed_intake_emails).toContainEqual({
      id: expect.any(String),
      organization_id: ORG.contoso,
      organization_name: 'Contoso Supply',
      from: 'buyer@customer.test',
      subject: 'PO 7',
      error: 'The attachment is not readable.',
      failed_at: expect.any(String),
    });
  });

  it('is for operators only', async () => {
    const someId = crypto.randomUUID();
    for (const [method, path] of [
      ['GET', '/platform/health'],
      ['POST', `/platform/jobs/${someId}/retry`],
      ['POST', `/platform/emails/${someId}/resend`],
    ] as const) {
      expect(await call(method, path, tokens.sam)).toMatchObject({
        status: 403,
        body: { error: 'forbidden' },
      });
      expect((await call(method, path, '')).status).toBe(401);
    }
  });
});
