// Usage and limits per organization: owners see what their company uses against its limits, and a limit holds
// exactly when a burst of requests reaches two API replicas at once (never past it, never a lost count).
import { deploymentBackends } from '../../../../tests/support/databases.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postChat, readSse } from '../../../../tests/support/chat-sse.js';
import { startReplicas } from '../../../../tests/support/replicas.js';
import { ORG } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';
import { signInOperator } from '../../platform/__tests__/platform-backend.js';

interface UsageBody {
  month: string;
  customers: number;
  members: number;
  ai_questions: number;
  emails: number;
  limits: Record<string, number | null>;
}

describe.each(deploymentBackends)('usage and limits on %s', (_name, open) => {
  const { api, tokens } = apiSuite(() => startReplicas(open), ['sam', 'fresh', 'ivy']);

  const usage = async (token = tokens.sam) =>
    (await sendJson('GET', `${api.apiUrl}/api/usage`, token)).body as UsageBody;
  /** What an operator sets in the console: a limit of Northwind's, over its plan's default. */
  const setLimit = (column: string, value: number | null) =>
    api.db.query(
      `insert into aide_private.organization_limits (organization_id, ${column}) values ($1, $2)
       on conflict (organization_id) do update set ${column} = excluded.${column}`,
      [ORG.northwind, value],
    );

  it("shows owners and admins their organization's usage against its limits, and members nothing", async () => {
    const body = await usage();
    const { rows } = await api.db.query<{ customers: number }>(
      'select count(*)::int as customers from aide_client_customers where organization_id = $1',
      [ORG.northwind],
    );
    expect(body).toMatchObject({
      month: new Date().toISOString().slice(0, 7),
      customers: rows[0]!.customers,
      members: 2,
      limits: { ai_questions_per_month: 2000, emails_per_day: 500, members: 50 },
    });
    expect((await usage(tokens.ivy)).limits).toMatchObject({ intake_documents_per_month: 2000 });
    expect(await sendJson('GET', `${api.apiUrl}/api/usage`, tokens.fresh)).toMatchObject({
      status: 403,
      body: { message: 'Only owners and admins can see the usage of the organization.' },
    });
    expect((await sendJson('GET', `${api.apiUrl}/api/usage?month=2026-13`, tokens.sam)).status).toBe(400);
  });

  it('stops Ask AI exactly at the limit under a burst on two replicas, saying so where the member asked', async () => {
    const before = (await usage()).ai_questions;
    await setLimit('ai_questions_per_month', before + 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postChat(api.urls[i % 2]!, tokens.sam, { message: 'How many customers do I have?' }),
      ),
    );
    const refused = answers.filter((response) => response.status === 429);
    expect(answers.filter((response) => response.status === 200)).toHaveLength(3);
    expect(refused).toHaveLength(5);
    const month = new Date().toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long' });
    const body = (await refused[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      error: 'quota_exceeded',
      message: `Your organization has used its ${before + 3} AI questions for ${month}. An owner can see usage under Usage.`,
      metric: 'ai_questions',
      limit: before + 3,
      used: before + 3,
    });
    expect(new Date(String(body.resets_at)).getUTCDate()).toBe(1);
    for (const answer of answers.filter((response) => response.status === 200)) {
      expect((await readSse(answer)).at(-1)?.event).toBe('done');
    }
    expect((await usage()).ai_questions).toBe(before + 3);
    // Prometheus sees the same figures summed per plan (never a series per organization).
    const metrics = await (await fetch(`${api.apiUrl}/metrics`)).text();
    const series = metrics.match(/^aide_usage_this_month\{plan="outbound",metric="ai_questions"\} (\d+)$/m);
    expect(Number(series?.[1])).toBeGreaterThanOrEqual(before + 3);
    expect(metrics).not.toContain(ORG.northwind);

    // The operator raises the limit: the member can ask again.
    await setLimit('ai_questions_per_month', before + 4);
    expect(
      (await postChat(api.apiUrl, tokens.sam, { message: 'How many customers do I have?' })).status,
    ).toBe(200);
  });

  it('refuses a member past the members limit, through the API and straight through REST', async () => {
    await setLimit('members', 2);
    expect(
      await sendJson('POST', `${api.apiUrl}/api/team/invitations`, tokens.sam, {
        email: 'third@northwind.test',
        role: 'member',
      }),
    ).toMatchObject({
      status: 429,
      body: {
        error: 'quota_exceeded',
        metric: 'members',
        limit: 2,
        message: 'Your organization has reached its 2 members. An owner can see usage under Usage.',
      },
    });
    const rest = await fetch(`${api.supabaseUrl}/rest/v1/aide_members`, {
      method: 'POST',
      headers: {
        apikey: api.anonKey,
        authorization: `Bearer ${tokens.sam}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'third@northwind.test', organization_id: ORG.northwind }),
    });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { message: string }).message).toBe(
      'Your organization has reached its 2 members. An owner can see usage under Usage.',
    );
    expect((await usage()).members).toBe(2);
    await setLimit('members', null);
  });

  it("lets an operator read any organization's usage and set its limits, audited; nobody else", async () => {
    const operator = await signInOperator(api);
    const path = `/platform/organizations/${ORG.northwind}`;
    expect((await sendJson('GET', `${api.apiUrl}${path}/usage`, operator)).body).toMatchObject({
      organization_id: ORG.northwind,
      members: 2,
    });
    expect(
      await sendJson('PATCH', `${api.apiUrl}${path}/limits`, operator, { emails_per_day: 7, members: null }),
    ).toMatchObject({
      status: 200,
      body: {
        limits: { emails_per_day: 7, members: 50 },
        overrides: { emails_per_day: 7, members: null },
        defaults: { emails_per_day: 500 },
      },
    });
    expect((await usage()).limits.emails_per_day).toBe(7);
    expect(
      (await sendJson('PATCH', `${api.apiUrl}${path}/limits`, operator, { emails_per_day: -1 })).status,
    ).toBe(400);
    const events = (
      await sendJson('GET', `${api.apiUrl}/platform/events?organization_id=${ORG.northwind}`, operator)
    ).body as { items: { action: string; actor_email: string; details: Record<string, unknown> }[] };
    expect(events.items[0]).toMatchObject({
      action: 'limits_changed',
      actor_email: 'ops@aide.test',
      details: { emails_per_day: 7 },
    });
    // An owner is not an operator.
    expect((await sendJson('GET', `${api.apiUrl}${path}/limits`, tokens.sam)).status).toBe(403);
    await sendJson('PATCH', `${api.apiUrl}${path}/limits`, operator, { emails_per_day: null });
    expect((await usage()).limits.emails_per_day).toBe(500);
  });
});
