import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { northwind, contoso, freshStart } = DEMO.organizations;
const ORG_TABLES = [
  'aide_client_customers',
  'aide_inventory_items',
  'aide_sales_transactions',
  'aide_transactions_config',
];
const ALL_TABLES = ['aide_organizations', 'aide_members', 'aide_client_list', ...ORG_TABLES];

const { t, sam } = emulatorSuite({
  // Row-level security must hold for a signed-in non-member too (a member removed after signing in, or a
  // project without the access-token hook), so these suites let the stranger get a token.
  start: { auth: { hooks: { customAccessToken: null } } },
  // Contoso gets a row in every table, so there is something for other organizations not to see.
  seed: (started) =>
    started.db.exec(`
      insert into aide_client_customers (id, organization_id, name, email) values
        ('51000000-0000-4000-8000-000000000001', '${contoso}', 'Contoso Buyer', 'buyer@contoso-client.test');
      insert into aide_inventory_items (organization_id, sku, name) values ('${contoso}', 'CS-1', 'Contoso widget');
      insert into aide_sales_transactions (organization_id, customer_id, sku, quantity)
        values ('${contoso}', '51000000-0000-4000-8000-000000000001', 'CS-1', 3);
      insert into aide_transactions_config (organization_id) values ('${contoso}');
    `),
  signIn: ['sam'],
});

/**
 * An owner's change to another member's row: the team policies reach the row, and the guard refuses anything
 * but a role change, so the changed columns stay unset.
 */
async function expectOnlyRoleChangeAllowed(
  owner: SupabaseClient,
  email: string,
  change: Record<string, string>,
) {
  const { data, error } = await owner.from('aide_members').update(change).eq('email', email).select();
  expect(data).toBeNull();
  expect(error).toMatchObject({
    code: '42501',
    message: 'Only the role of another member can be changed.',
  });
  const columns = Object.keys(change);
  const { rows } = await t.db.query(`select ${columns.join(', ')} from aide_members where email = $1`, [
    email,
  ]);
  expect(rows).toEqual([Object.fromEntries(columns.map((column) => [column, null]))]);
}

describe('a member (sam, Northwind)', () => {
  it.each(ORG_TABLES)('reads only Northwind rows of %s', async (table) => {
    const { data, error } = await sam
      .from(table)
      .select('organization_id')
      .overrideTypes<{ organization_id: string }[], { merge: false }>();
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(new Set(data!.map((r) => r.organization_id))).toEqual(new Set([northwind]));
  });

  it('reads only the own organization, its members and the own client list entry', async () => {
    expect((await sam.from('aide_organizations').select('name')).data).toEqual([
      { name: 'Northwind Traders' },
    ]);
    const members = (await sam.from('aide_members').select('email').order('email')).data;
    expect(members).toEqual([{ email: 'new.hire@northwind.test' }, { email: 'sam@northwind.test' }]);
    expect((await sam.from('aide_client_list').select('email, aide_plan')).data).toEqual([
      { email: 'sam@northwind.test', aide_plan: 'outbound' },
    ]);
  });

  it("cannot read Contoso's rows even when asking for them", async () => {
    for (const table of ORG_TABLES) {
      expect((await sam.from(table).select().eq('organization_id', contoso)).data).toEqual([]);
    }
    expect((await sam.from('aide_organizations').select().eq('id', contoso)).data).toEqual([]);
  });

  it("cannot update or delete Contoso's rows", async () => {
    const renamed = await sam.from('aide_organizations').update({ name: 'Pwned' }).eq('id', contoso).select();
    // Members may rename their own organization (name only), so another one's row is simply not found.
    expect(renamed).toMatchObject({ error: null, data: [] });
    const items = await sam
      .from('aide_inventory_items')
      .update({ name: 'Pwned' })
      .eq('organization_id', contoso)
      .select();
    expect(items).toMatchObject({ error: null, data: [] });
    const ivyRow = await sam
      .from('aide_members')
      .update({ first_name: 'Pwned' })
      .eq('email', 'ivy@contoso.test')
      .select();
    expect(ivyRow).toMatchObject({ error: null, data: [] });
    const deleted = await sam
      .from('aide_sales_transactions')
      .delete()
      .eq('organization_id', contoso)
      .select();
    expect(deleted).toMatchObject({ error: null, data: [] });

    const { rows } = await t.db.query(
      `select 1 from aide_organizations where name = 'Pwned'
       union all select 1 from aide_inventory_items where name = 'Pwned'
       union all select 1 from aide_members where first_name = 'Pwned'`,
    );
    expect(rows).toHaveLength(0);
    expect(
      Number(
        (
          await t.db.query<{ n: number }>(
            `select count(*)::int as n from aide_sales_transactions where organization_id = '${contoso}'`,
          )
        ).rows[0]?.n,
      ),
    ).toBe(1);
  });

  it('cannot add rows to another organization or move rows there', async () => {
    const insert = await sam
      .from('aide_client_customers')
      .insert({ organization_id: contoso, name: 'Planted' });
    expect(insert.status).toBe(403);
    expect(insert.error).toMatchObject({
      code: '42501',
      message: expect.stringContaining('row-level security') as string,
    });
    const move = await sam
      .from('aide_client_customers')
      .update({ organization_id: contoso })
      .eq('name', 'Maria Anders');
    expect(move.error).toMatchObject({ code: '42501' });
  });

  it("cannot edit another member's row of the same organization", async () => {
    // Sam owns Northwind.
    await expectOnlyRoleChangeAllowed(sam, 'new.hire@northwind.test', { first_name: 'Someone' });
  });

  it('cannot hand the own member row (and the organization) to another account, or unlink it', async () => {
    // Sam owns Northwind: the admin policy reaches his own row, the guard's own-row branch decides.
    for (const user_id of [DEMO.users.stranger.id, null]) {
      const { data, error } = await sam
        .from('aide_members')
        .update({ user_id })
        .eq('email', 'sam@northwind.test')
        .select();
      expect(data).toBeNull();
      expect(error).toMatchObject({
        code: '42501',
        message: 'A member row is linked only to the account of its own email.',
      });
    }
    const { rows } = await t.db.query(`select user_id from aide_members where email = 'sam@northwind.test'`);
    expect(rows).toEqual([{ user_id: DEMO.users.sam.id }]);
  });

  it('invites an address that is a member of another organization like any other (no uniqueness oracle)', async () => {
    const elsewhere = await sam
      .from('aide_members')
      .insert({ email: 'ivy@contoso.test', organization_id: northwind })
      .select('email, user_id');
    const nobody = await sam
      .from('aide_members')
      .insert({ email: 'nobody.yet@example.test', organization_id: northwind })
      .select('email, user_id');
    expect(elsewhere).toMatchObject({ error: null, status: nobody.status });
    expect(elsewhere.data).toEqual([{ email: 'ivy@contoso.test', user_id: null }]);
    // Ivy's account stays Contoso's: an account is linked to one member row.
    const { rows } = await t.db.query(`select organization_id from aide_members where user_id = $1`, [
      DEMO.users.ivy.id,
    ]);
    expect(rows).toEqual([{ organization_id: contoso }]);
    await t.db.exec(
      `delete from aide_members where email in ('ivy@contoso.test', 'nobody.yet@example.test') and organization_id = '${northwind}'`,
    );
  });

  it('cannot call the private helpers', async () => {
    expect((await sam.rpc('email_is_member', { email: 'ivy@contoso.test' })).error).toMatchObject({
      code: 'PGRST202',
    });
  });
});

describe('other members', () => {
  it('ivy (Contoso) sees Contoso only', async () => {
    const ivy = await t.signIn('ivy');
    expect((await ivy.from('aide_organizations').select('name, aide_plan')).data).toEqual([
      { name: 'Contoso Supply', aide_plan: 'inbound' },
    ]);
    expect((await ivy.from('aide_client_customers').select('name')).data).toEqual([
      { name: 'Contoso Buyer' },
    ]);
  });

  it('fresh (Fresh Start) sees the organization but no data', async () => {
    const fresh = await t.signIn('fresh');
    expect((await fresh.from('aide_organizations').select('id')).data).toEqual([{ id: freshStart }]);
    for (const table of ORG_TABLES) expect((await fresh.from(table).select()).data).toEqual([]);
  });
});

describe('outsiders', () => {
  it.each(ALL_TABLES)('stranger (no member row) reads nothing from %s', async (table) => {
    const stranger = await t.signIn('stranger');
    const { data, error } = await stranger.from(table).select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it.each(ALL_TABLES)('anon reads nothing from %s', async (table) => {
    const { data, error, status } = await t.client().from(table).select();
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: `permission denied for table ${table}` });
  });

  it('the service role key bypasses row-level security', async () => {
    const service = t.client(t.emulator.serviceRoleKey);
    const { data } = await service.from('aide_organizations').select('name').order('name');
    expect(data).toEqual([
      { name: 'Contoso Supply' },
      { name: 'Fresh Start Co' },
      { name: 'Northwind Traders' },
    ]);
  });
});

describe('concurrent requests', () => {
  it('run one at a time, each under its own role and claims', async () => {
    const [ivy, fresh] = await Promise.all([t.signIn('ivy'), t.signIn('fresh')]);
    const anon = t.client();
    const organizationNames = (client: SupabaseClient) =>
      client.from('aide_organizations').select('name').overrideTypes<{ name: string }[], { merge: false }>();
    const rounds = Array.from({ length: 10 }, () => [
      organizationNames(sam),
      organizationNames(ivy),
      organizationNames(fresh),
      organizationNames(anon),
    ]).flat();
    const results = await Promise.all(rounds);
    const names = results.map((r) => (r.data ? r.data.map((o) => o.name).join() : r.status));
    for (let i = 0; i < names.length; i += 4) {
      expect(names.slice(i, i + 4)).toEqual(['Northwind Traders', 'Contoso Supply', 'Fresh Start Co', 401]);
    }
  });
});

describe('first-time member linking', () => {
  it('a user whose member row is added later can see and claim it by email', async () => {
    await t.db.exec(
      `insert into aide_members (email, first_name, organization_id) values ('STRANGER@example.test', 'Stan', '${freshStart}')`,
    );
    const stranger = await t.signIn('stranger');
    const own = await stranger.from('aide_members').select('email, user_id').single();
    expect(own.data).toEqual({ email: 'stranger@example.test', user_id: null });
    // Not yet linked, so not yet a member of the organization.
    expect((await stranger.from('aide_organizations').select()).data).toEqual([]);

    const claimed = await stranger
      .from('aide_members')
      .update({ user_id: DEMO.users.stranger.id, last_name: 'Ranger' })
      .eq('email', 'stranger@example.test')
      .select('first_name, last_name');
    expect(claimed.data).toEqual([{ first_name: 'Stan', last_name: 'Ranger' }]);
    expect((await stranger.from('aide_organizations').select('name')).data).toEqual([
      { name: 'Fresh Start Co' },
    ]);
  });

  it("cannot claim a row with someone else's user id", async () => {
    await t.db.exec(
      `insert into aide_members (email, organization_id) values ('ivy.second@contoso.test', '${contoso}')`,
    );
    // Ivy owns Contoso.
    await expectOnlyRoleChangeAllowed(await t.signIn('ivy'), 'ivy.second@contoso.test', {
      user_id: DEMO.users.ivy.id,
    });
  });
});
