// The platform console's API: operators only (an organization's owner included is refused), aal2 only, and
// the life of a company: list, create with an invited owner, change plan, suspend and restore. On PGlite and
// on PostgreSQL, with the invitation job running.
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { ORG, USER } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';
import { signIn } from '../../../../tests/support/sign-in.js';
import { browserClient, invitationTo, platformBackends, signInOperator } from './platform-backend.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Organization {
  id: string;
  name: string;
  plan: string;
  status: string;
  members: number;
  owner: { email: string; status: string; invitation_status: string | null } | null;
}
interface Page<T> {
  items: T[];
  total: number;
}

describe.each(platformBackends)('the platform API on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam', 'ivy', 'fresh', 'stranger']);
  let operator = '';
  beforeAll(async () => {
    operator = await signInOperator(api);
  }, 60_000);

  const call = (method: string, path: string, token: string, body?: unknown) =>
    sendJson(method, `${api.apiUrl}${path}`, token, body);
  const organizationCount = async () =>
    Number(
      (await api.db.query<{ n: number }>('select count(*)::int as n from aide_organizations')).rows[0]!.n,
    );

  it('refuses everyone but an operator signed in with the second factor', async () => {
    // After the aal2 sign-in: verifying a code ends the account's password-only sessions (as GoTrue does).
    const passwordOnly = await signIn(api.supabaseUrl, api.anonKey, USER.ops);
    const routes: [string, string, unknown?][] = [
      ['GET', '/platform/organizations'],
      ['GET', `/platform/organizations/${ORG.northwind}`],
      [
        'POST',
        '/platform/organizations',
        { name: 'Sneaky Co', plan: 'outbound', owner_email: 'x@sneaky.test' },
      ],
      ['PATCH', `/platform/organizations/${ORG.contoso}`, { status: 'suspended' }],
      ['DELETE', `/platform/organizations/${ORG.contoso}`, { confirm_name: 'Contoso Supply' }],
      ['POST', `/platform/organizations/${ORG.contoso}/exports`],
      ['GET', '/platform/events'],
    ];
    for (const [method, path, body] of routes) {
      // An organization's owner is no operator.
      for (const who of ['sam', 'ivy', 'fresh', 'stranger'] as const) {
        expect([who, method, path, await call(method, path, tokens[who], body)]).toMatchObject([
          who,
          method,
          path,
          { status: 403, body: { error: 'forbidden' } },
        ]);
      }
      expect(await call(method, path, passwordOnly, body)).toMatchObject({
        status: 403,
        body: { error: 'mfa_required' },
      });
      expect((await call(method, path, '', body)).status).toBe(401);
    }
    expect(await organizationCount()).toBe(3);
    const { rows } = await api.db.query<{ status: string }>(
      'select status from aide_organizations where id = $1',
      [ORG.contoso],
    );
    expect(rows[0]!.status).toBe('active');
  });

  it('lists organizations with their plan, status, members, owner and latest sign-in; paged and searchable', async () => {
    const all = await call('GET', '/platform/organizations', operator);
    expect(all.status).toBe(200);
    const page = all.body as Page<Organization & { last_sign_in_at: string | null }>;
    expect(page.total).toBe(3);
    const northwind = page.items.find((item) => item.id === ORG.northwind);
    expect(northwind).toMatchObject({
      name: 'Northwind Traders',
      plan: 'outbound',
      status: 'active',
      members: 2,
      pending_members: 1,
      owner: { email: 'sam@northwind.test', status: 'active', invitation_status: null },
    });
    // Sam signed in for this suite.
    expect(northwind?.last_sign_in_at).toEqual(expect.any(String));

    const search = (await call('GET', '/platform/organizations?search=CONTOSO', operator))
      .body as Page<Organization>;
    expect(search.items.map((item) => item.name)).toEqual(['Contoso Supply']);
    const byOwner = (await call('GET', '/platform/organizations?search=sam@', operator))
      .body as Page<Organization>;
    expect(byOwner.items.map((item) => item.name)).toEqual(['Northwind Traders']);
    const inbound = (await call('GET', '/platform/organizations?plan=inbound', operator))
      .body as Page<Organization>;
    expect(inbound.items.map((item) => item.name)).toEqual(['Contoso Supply']);
    const paged = (await call('GET', '/platform/organizations?page_size=2&page=2&sort=name', operator))
      .body as Page<Organization>;
    expect(paged).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(paged.items.map((item) => item.name)).toEqual(['Northwind Traders']);
    expect((await call('GET', '/platform/organizations?plan=enterprise', operator)).status).toBe(400);
  });

  it("shows each organization's use of this month and lists the heaviest users first", async () => {
    // Acts counted the way the product counts them; last month's count stays out of this month's figures.
    const count = (organization: string, metric: string, amount: number) =>
      api.db.query('select aide_private.consume_quota($1::uuid, $2, $3::integer)', [
        organization,
        metric,
        amount,
      ]);
    await count(ORG.contoso, 'ai_questions', 7);
    await count(ORG.contoso, 'emails', 2);
    await count(ORG.northwind, 'intake_documents', 4);
    await api.db.query(
      `insert into aide_private.usage_counters (organization_id, metric, period_start, used)
       values ($1, 'emails', (date_trunc('month', now() at time zone 'UTC') - interval '1 day')::date, 50),
              ($1, 'emails', date_trunc('month', now() at time zone 'UTC')::date, 3)
       on conflict (organization_id, metric, period_start) do update set used = usage_counters.used + excluded.used`,
      [ORG.northwind],
    );
    const used = async (sort: string) => {
      const page = (await call('GET', `/platform/organizations?sort=${sort}`, operator)).body as Page<
        Organization & { usage_this_month: Record<string, number> }
      >;
      return page.items.map((item) => [item.id, item.usage_this_month] as const);
    };
    const byAi = await used('-ai_questions');
    expect(byAi[0]).toEqual([ORG.contoso, { ai_questions: 7, emails: 2, intake_documents: 0 }]);
    // Emails are counted per day and summed over this month's days only (last month's 50 stay out).
    const byIntake = await used('-intake_documents');
    expect(byIntake[0]).toEqual([ORG.northwind, { ai_questions: 0, emails: 3, intake_documents: 4 }]);
    expect((await used('emails')).map(([id]) => id)).toEqual([
      expect.any(String),
      ORG.contoso,
      ORG.northwind,
    ]);
    expect((await call('GET', '/platform/organizations?sort=storage', operator)).status).toBe(400);
    const one = await call('GET', `/platform/organizations/${ORG.contoso}`, operator);
    expect(one.body).toMatchObject({ usage_this_month: { ai_questions: 7 } });
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const create = (body: Record<string, unknown>) => call('POST', '/platform/organizations', operator, body);
    const valid = { name: 'Acme Foods', plan: 'inbound', owner_email: 'owner@acme.test' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, plan: 'enterprise' }, 'plan'],
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, name: '   ' }, 'name'],
      [{ ...valid, name: 'A'.repeat(300) }, 'name'],
      [{ ...valid, owner_email: 'not-an-email' }, 'owner_email'],
      [{ ...valid, owner_email: 'IVY@contoso.test' }, 'owner_email'],
      [{ name: 'Acme Foods', plan: 'inbound' }, 'owner_email'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect([field, answer]).toMatchObject([
        field,
        { status: 422, body: { error: 'invalid_request', field, message: expect.any(String) } },
      ]);
    }
    expect(await organizationCount()).toBe(3);
    const { rows } = await api.db.query("select 1 from aide_members where email = 'owner@acme.test'");
    expect(rows).toEqual([]);
    expect(
      (await call('PATCH', `/platform/organizations/${ORG.contoso}`, operator, { plan: 'enterprise' })).body,
    ).toMatchObject({ field: 'plan' });
  });

  it('creates an organization whose owner is invited by the invitation job and shown pending', async () => {
    const created = await call('POST', '/platform/organizations', operator, {
      name: '  Acme Foods ',
      plan: 'inbound',
      owner_email: 'Owner@Acme.test',
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Acme Foods',
        plan: 'inbound',
        status: 'active',
        members: 1,
        owner: { email: 'owner@acme.test', status: 'invited' },
      },
    });
    const id = (created.body as Organization).id;
    const invitation = await invitationTo(api, 'owner@acme.test');
    expect(invitation.subject).toBe('You have been invited to Aide');
    const listed = (await call('GET', `/platform/organizations/${id}`, operator)).body as Organization;
    expect(listed.owner).toEqual({ email: 'owner@acme.test', status: 'invited', invitation_status: 'sent' });

    // The owner accepts: their account joins Acme as its owner, on the inbound plan.
    const owner = browserClient(api);
    const accepted = await owner.auth.verifyOtp({
      token_hash: new URL(invitation.link).searchParams.get('token_hash') ?? '',
      type: 'invite',
    });
    expect(accepted.error).toBeNull();
    const token = accepted.data.session?.access_token ?? '';
    expect((await call('GET', '/api/team', token)).body).toMatchObject({ role: 'owner' });
    expect((await call('GET', '/accounting/purchase-orders', token)).status).toBe(200);
    expect(
      ((await call('GET', `/platform/organizations/${id}`, operator)).body as Organization).owner,
    ).toEqual({
      email: 'owner@acme.test',
      status: 'active',
      invitation_status: null,
    });
  });

  it("changes an organization's plan: its members are held to the new plan, the other plan's data is kept", async () => {
    const customersBefore = (await call('GET', '/api/customers', tokens.sam)).body as { total: number };
    expect(
      await call('PATCH', `/platform/organizations/${ORG.northwind}`, operator, { plan: 'inbound' }),
    ).toMatchObject({ status: 200, body: { plan: 'inbound' } });
    expect(await call('GET', '/api/customers', tokens.sam)).toMatchObject({
      status: 403,
      body: { message: 'This feature is part of the outbound plan.' },
    });
    expect((await call('GET', '/accounting/purchase-orders', tokens.sam)).status).toBe(200);
    await call('PATCH', `/platform/organizations/${ORG.northwind}`, operator, { plan: 'outbound' });
    expect((await call('GET', '/api/customers', tokens.sam)).body).toMatchObject({
      total: customersBefore.total,
    });
  });

  it('suspends an organization: the API, REST and Storage refuse its members; restoring gives everything back', async () => {
    const file = `${ORG.northwind}/suspension-check.pdf`;
    const admin = browserClient({ supabaseUrl: api.supabaseUrl, anonKey: api.serviceRoleKey });
    await admin.storage
      .from('purchase-orders')
      .upload(file, new TextEncoder().encode('%PDF-1.4'), { contentType: 'application/pdf' });
    expect(
      await call('PATCH', `/platform/organizations/${ORG.northwind}`, operator, { status: 'suspended' }),
    ).toMatchObject({ status: 200, body: { status: 'suspended' } });
    const suspended = { status: 403, body: { error: 'organization_suspended' } };
    expect(await call('GET', '/api/customers', tokens.sam)).toMatchObject(suspended);
    expect(await call('GET', '/api/team', tokens.sam)).toMatchObject(suspended);
    expect(await call('GET', '/api/dashboard', tokens.sam)).toMatchObject(suspended);
    expect(
      await call('POST', '/api/team/invitations', tokens.sam, { email: 'x@northwind.test', role: 'member' }),
    ).toMatchObject(suspended);
    expect(
      await call('GET', `/api/onboarding/status?organization_id=${ORG.northwind}`, tokens.sam),
    ).toMatchObject(suspended);
    // Other organizations carry on.
    expect((await call('GET', '/accounting/purchase-orders', tokens.ivy)).status).toBe(200);
    // The inbound plan's routes, reads and writes, refuse a suspended organization the same way.
    await call('PATCH', `/platform/organizations/${ORG.contoso}`, operator, { status: 'suspended' });
    expect(await call('GET', '/accounting/purchase-orders', tokens.ivy)).toMatchObject(suspended);
    expect(await call('GET', '/accounting/auto-approval-rules', tokens.ivy)).toMatchObject(suspended);
    expect(
      await call('PUT', '/accounting/auto-approval-rules', tokens.ivy, {
        order_value_threshold: 500,
        ai_score_threshold: 80,
        customer_list: '',
      }),
    ).toMatchObject(suspended);
    await call('PATCH', `/platform/organizations/${ORG.contoso}`, operator, { status: 'active' });
    expect((await call('GET', '/accounting/auto-approval-rules', tokens.ivy)).status).toBe(200);

    const sam = browserClient(api);
    await sam.auth.signInWithPassword({ email: 'sam@northwind.test', password: 'Northwind-demo-1' });
    expect((await sam.from('aide_client_customers').select('id')).data).toEqual([]);
    expect(
      (
        await sam
          .from('aide_inventory_items')
          .insert({ organization_id: ORG.northwind, sku: 'S-1', name: 'x' })
      ).error,
    ).not.toBeNull();
    expect(
      (
        await sam
          .from('aide_members')
          .update({ first_name: 'Suspended' })
          .eq('email', 'sam@northwind.test')
          .select()
      ).data ?? [],
    ).toEqual([]);
    expect((await sam.storage.from('purchase-orders').download(file)).data).toBeNull();
    // What the app needs to say why: the member's own row and the organization's status.
    expect((await sam.from('aide_organizations').select('name, status')).data).toEqual([
      { name: 'Northwind Traders', status: 'suspended' },
    ]);

    expect(
      await call('PATCH', `/platform/organizations/${ORG.northwind}`, operator, { status: 'active' }),
    ).toMatchObject({ status: 200, body: { status: 'active' } });
    expect((await call('GET', '/api/customers', tokens.sam)).status).toBe(200);
    expect(((await sam.from('aide_client_customers').select('id')).data ?? []).length).toBeGreaterThan(0);
    expect((await sam.storage.from('purchase-orders').download(file)).data).not.toBeNull();
  });

  it('keeps the operators, the exports and the audit log from members, and records every action, append-only', async () => {
    const sam = browserClient(api);
    await sam.auth.signInWithPassword({ email: 'sam@northwind.test', password: 'Northwind-demo-1' });
    for (const table of ['aide_platform_operators', 'aide_platform_events', 'aide_platform_exports']) {
      const { data } = await sam.from(table).select('*');
      expect([table, data ?? []]).toEqual([table, []]);
    }
    const events = (await call('GET', '/platform/events?page_size=100', operator)).body as Page<{
      action: string;
      actor_email: string;
      organization_name: string | null;
      details: Record<string, unknown>;
    }>;
    const northwind = events.items
      .filter((event) => event.organization_name === 'Northwind Traders')
      .map(({ action, actor_email, details }) => ({ action, actor_email, details }));
    expect(northwind.slice(0, 4)).toEqual([
      { action: 'organization_restored', actor_email: 'ops@aide.test', details: {} },
      { action: 'organization_suspended', actor_email: 'ops@aide.test', details: {} },
      { action: 'plan_changed', actor_email: 'ops@aide.test', details: { from: 'inbound', to: 'outbound' } },
      { action: 'plan_changed', actor_email: 'ops@aide.test', details: { from: 'outbound', to: 'inbound' } },
    ]);
    expect(events.items).toContainEqual(
      expect.objectContaining({
        action: 'organization_created',
        organization_name: 'Acme Foods',
        actor_email: 'ops@aide.test',
      }),
    );
    // Not even the database's owner changes or removes an entry.
    await expect(
      api.db.query('update aide_platform_events set actor_email = $1', ['someone']),
    ).rejects.toThrow('append-only');
    await expect(api.db.query('delete from aide_platform_events')).rejects.toThrow('append-only');
  });
});
