// The 80 % warning on PGlite and PostgreSQL: the usage-warnings job emails the organization's owner once when a
// counter passes 80 % of its limit (through Aide's own sender, here the emulator's outbox), never below it, and
// a later run of the same period sends nothing more.
import { QUEUE } from '../../../jobs/queues.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { ORG } from '../../../../tests/support/seed.js';
import { healthBackends } from '../../platform/health/__tests__/health-backend.js';
import { createOutboxMailer } from '../../../mail/mailer.js';
import { sendUsageWarnings } from '../usage-warnings.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const MONTH = new Date().toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long' });

describe.each(healthBackends)('usage warnings on %s', (_name, start) => {
  const { api } = apiSuite(start);

  const outboxTo = async (email: string) =>
    (await (await fetch(`${api.supabaseUrl}/outbox/messages?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      text: string;
    }[];
  /** One run of the job, to its end. */
  const runJob = async () => {
    const id = (await api.jobs.send(QUEUE.usageWarnings, {}))!;
    for (const started = Date.now(); Date.now() - started < 20_000;) {
      const { rows } = await api.db.query<{ state: string }>(
        'select state from aide_jobs.job where id = $1',
        [id],
      );
      if (rows[0]?.state === 'completed') return;
      if (rows[0]?.state === 'failed') throw new Error('the usage-warnings job failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the usage-warnings job did not finish');
  };
  const ask = (amount: number) =>
    api.db.query(`select aide_private.consume_quota($1::uuid, 'ai_questions', $2::integer)`, [
      ORG.northwind,
      amount,
    ]);

  it('emails the owner once when 80 % of a limit is used, and not below', async () => {
    await api.db.query(
      `insert into aide_private.organization_limits (organization_id, ai_questions_per_month) values ($1, 10)`,
      [ORG.northwind],
    );
    await ask(7);
    await runJob();
    expect(await outboxTo('sam@northwind.test')).toEqual([]);

    await ask(1);
    await runJob();
    const sent = await outboxTo('sam@northwind.test');
    expect(sent).toEqual([
      expect.objectContaining({ subject: `Northwind Traders has used 80% of its AI questions for ${MONTH}` }),
    ]);
    expect(sent[0]!.text).toContain(`Northwind Traders has used 8 of its 10 AI questions for ${MONTH}.`);

    // Later runs of the same period send nothing more, however much is used.
    await ask(2);
    await runJob();
    expect(await outboxTo('sam@northwind.test')).toHaveLength(1);
    const mailer = createOutboxMailer(() => Promise.reject(new Error('nothing should be sent')));
    expect(await sendUsageWarnings(api.db, { from: 'no-reply@aide.local', mailer })).toBe(0);
    const { rows } = await api.db.query<{ metric: string }>(
      'select metric from aide_private.usage_warnings where organization_id = $1',
      [ORG.northwind],
    );
    expect(rows).toEqual([{ metric: 'ai_questions' }]);
  });
});
