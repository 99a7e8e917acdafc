// "Require two-step verification" holds where the data is: with the requirement on, a member's password-only
// (aal1) token reads and writes nothing of the organization through REST or Storage, on every table the
// migrations create (listed from the catalog, so a new table is covered without touching this file). The same
// member's aal2 token is the control: it reaches the rows, so a sweep that finds nothing means something.
import type { SupabaseClient } from '@supabase/supabase-js';
import { generateSync } from 'otplib';
import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { northwind } = DEMO.organizations;
const { t } = emulatorSuite();

/** The rows an aal1 member still reads: their own member row and their organization's row. */
const OWN_ROWS: Record<string, number> = { aide_members: 1, aide_organizations: 1 };

let aal1: SupabaseClient;
let aal2: SupabaseClient;
let tables: { name: string; column: string }[] = [];

const count = async (table: string, column: string) =>
  Number(
    (
      await t.db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${column} = $1`, [
        northwind,
      ])
    ).rows[0]!.n,
  );

beforeAll(async () => {
  // An aal2 session first: verifying a first factor ends the account's password-only sessions.
  aal2 = await t.signIn('sam');
  const { data: enrolled } = await aal2.auth.mfa.enroll({ factorType: 'totp' });
  const verified = await aal2.auth.mfa.challengeAndVerify({
    factorId: enrolled!.id,
    code: generateSync({ secret: enrolled!.totp.secret }),
  });
  expect(verified.error).toBeNull();
  const { error } = await aal2.from('aide_organizations').update({ mfa_required: true }).eq('id', northwind);
  expect(error).toBeNull();
  aal1 = await t.signIn('sam');
  expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');

  // Every public table under row-level security, with the column that names its organization.
  tables = (
    await t.db.query<{ name: string; column: string }>(`
      select c.relname as name,
             case when c.relname = 'aide_organizations' then 'id' else 'organization_id' end as column
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
         and (c.relname = 'aide_organizations' or exists (
           select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'organization_id'))
       order by 1`)
  ).rows;
  // A row of Northwind in every table, so there is something not to see (and the aal2 control sees it).
  await t.db.exec(`
    insert into aide_inventory_items (organization_id, sku, name)
      values ('${northwind}', 'MFA-1', 'Sweep widget') on conflict do nothing;
  `);
});

it('covers the product tables', () => {
  expect(tables.length).toBeGreaterThan(20);
  expect(tables.map((table) => table.name)).toEqual(
    expect.arrayContaining([
      'aide_client_customers',
      'aide_members',
      'aide_purchase_orders',
      'aide_team_events',
    ]),
  );
});

describe('with the requirement on, an aal1 token of the organization', () => {
  it('reads nothing of the organization but its own row and its member row', async () => {
    const seen: Record<string, number> = {};
    const control: Record<string, number> = {};
    for (const { name, column } of tables) {
      // The organization column: some tables keep secret columns from browser roles, so not `*`.
      const weak = await aal1.from(name).select(column, { count: 'exact', head: true });
      const strong = await aal2.from(name).select(column, { count: 'exact', head: true });
      seen[name] = weak.count ?? -1;
      control[name] = strong.count ?? -1;
    }
    expect(seen).toEqual(Object.fromEntries(tables.map(({ name }) => [name, OWN_ROWS[name] ?? 0])));
    // The control: the same member at aal2 reads Northwind's customers, inventory, sales and team.
    expect(control).toMatchObject({
      aide_client_customers: expect.any(Number),
      aide_members: 2,
    });
    expect(control.aide_client_customers).toBeGreaterThan(0);
    expect(control.aide_inventory_items).toBeGreaterThan(0);
    expect(control.aide_sales_transactions).toBeGreaterThan(0);
  });

  it('inserts, updates and deletes nothing in any table', async () => {
    for (const { name, column } of tables) {
      const before = await count(name, column);
      const [row] = (
        await t.db.query<Record<string, unknown>>(
          `select * from public.${name} where ${column} = $1 limit 1`,
          [northwind],
        )
      ).rows;
      if (row) {
        const inserted = await aal1
          .from(name)
          .insert({ ...row, id: undefined })
          .select();
        expect([name, inserted.data ?? []]).toEqual([name, []]);
      }
      const updated = await aal1
        .from(name)
        .update({ [column]: northwind })
        .eq(column, northwind)
        .select();
      expect([name, updated.data ?? []]).toEqual([name, []]);
      const deleted = await aal1.from(name).delete().eq(column, northwind).select();
      expect([name, deleted.data ?? []]).toEqual([name, []]);
      expect([name, await count(name, column)]).toEqual([name, before]);
    }
  });

  it('cannot switch the requirement off (or on again) through REST', async () => {
    const { data, error } = await aal1
      .from('aide_organizations')
      .update({ mfa_required: false })
      .eq('id', northwind)
      .select();
    expect(error ?? { code: 'no rows', rows: data }).toBeTruthy();
    expect(data ?? []).toEqual([]);
    const { rows } = await t.db.query<{ mfa_required: boolean }>(
      'select mfa_required from aide_organizations where id = $1',
      [northwind],
    );
    expect(rows[0]!.mfa_required).toBe(true);
  });

  it('lists, downloads, uploads and removes no Storage object of the organization', async () => {
    const admin = t.client(t.emulator.serviceRoleKey);
    const name = `${northwind}/mfa-sweep.pdf`;
    const bytes = new TextEncoder().encode('%PDF-1.4 sweep');
    expect(
      (await admin.storage.from('purchase-orders').upload(name, bytes, { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
    const bucket = aal1.storage.from('purchase-orders');
    expect((await bucket.list(northwind)).data ?? []).toEqual([]);
    expect((await bucket.download(name)).data).toBeNull();
    expect((await bucket.createSignedUrl(name, 60)).data).toBeNull();
    expect(
      (await bucket.upload(`${northwind}/forged.pdf`, bytes, { contentType: 'application/pdf' })).error,
    ).not.toBeNull();
    expect((await bucket.remove([name])).data ?? []).toEqual([]);
    // Still there, and the aal2 control reads it.
    expect((await aal2.storage.from('purchase-orders').download(name)).error).toBeNull();
    expect((await aal2.storage.from('purchase-orders').list(northwind)).data?.map((o) => o.name)).toEqual([
      'mfa-sweep.pdf',
    ]);
  });
});

describe('switching the requirement', () => {
  it('needs an aal2 session of an owner or admin, either way', async () => {
    const { error: off } = await aal2
      .from('aide_organizations')
      .update({ mfa_required: false })
      .eq('id', northwind);
    expect(off).toBeNull();
    const weak = await t.signIn('sam');
    const { error } = await weak
      .from('aide_organizations')
      .update({ mfa_required: true })
      .eq('id', northwind);
    expect(error).toMatchObject({
      code: '42501',
      message: 'Sign in with your authenticator code before changing two-step verification.',
    });
    // Without the requirement the same aal1 token reads the organization's rows as before.
    expect(
      (await weak.from('aide_client_customers').select('id', { count: 'exact', head: true })).count,
    ).toBeGreaterThan(0);
  });
});
