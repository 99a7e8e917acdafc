import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { t, sam } = emulatorSuite({ signIn: ['sam'] });
const northwind = DEMO.organizations.northwind;

const countOf = async (sql: string) => Number((await t.db.query<{ n: number }>(sql)).rows[0]?.n);

describe('insert', () => {
  it('inserts one row and returns it with select()', async () => {
    const { data, error, status } = await sam
      .from('aide_client_customers')
      .insert({ organization_id: northwind, name: 'Yang Wang', email: 'yang@chopsuey.test' })
      .select('name, email, organization_id')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ name: 'Yang Wang', email: 'yang@chopsuey.test', organization_id: northwind });
  });

  it('inserts several rows with return=minimal (no body)', async () => {
    const { data, error, status, count } = await sam.from('aide_inventory_items').insert(
      [
        { organization_id: northwind, sku: 'NW-TOFU-40', name: 'Tofu, 40 packs', price: 23.25 },
        { organization_id: northwind, sku: 'NW-KONBU-24', name: 'Konbu, 24 bags', brand: 'Mayumi' },
      ],
      { count: 'exact' },
    );
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(count).toBe(2);
    // Keys missing from one row are null (defaultToNull) unless Prefer: missing=default.
    const { rows } = await t.db.query<{ sku: string; brand: string | null; price: string | null }>(
      `select sku, brand, price::text from aide_inventory_items where sku in ('NW-TOFU-40', 'NW-KONBU-24') order by sku`,
    );
    expect(rows).toEqual([
      { sku: 'NW-KONBU-24', brand: 'Mayumi', price: null },
      { sku: 'NW-TOFU-40', brand: null, price: '23.25' },
    ]);
  });

  it('uses column defaults for missing keys with defaultToNull: false', async () => {
    const { data, error } = await sam
      .from('aide_inventory_items')
      .insert(
        [
          { organization_id: northwind, sku: 'NW-IKURA-12', name: 'Ikura' },
          { organization_id: northwind, sku: 'NW-QUESO-10', name: 'Queso', quantity_on_hand: 7 },
        ],
        { defaultToNull: false },
      )
      .select('sku, quantity_on_hand')
      .order('sku');
    expect(error).toBeNull();
    expect(data).toEqual([
      { sku: 'NW-IKURA-12', quantity_on_hand: 0 },
      { sku: 'NW-QUESO-10', quantity_on_hand: 7 },
    ]);
  });

  it('answers a duplicate with 409 23505', async () => {
    const { error, status } = await sam
      .from('aide_inventory_items')
      .insert({ organization_id: northwind, sku: 'NW-CHAI-12', name: 'Duplicate' });
    expect(status).toBe(409);
    expect(error).toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key value') as string,
    });
    // Postgres leaves the key out of the detail on tables with row-level security.
    expect(error?.details).toBeNull();
  });

  it('answers unknown payload columns and invalid JSON', async () => {
    const unknown = await sam
      .from('aide_inventory_items')
      .insert({ organization_id: northwind, sku: 'X', name: 'X', colour: 'red' });
    expect(unknown.error).toMatchObject({ code: 'PGRST204' });
    const token = (await sam.auth.getSession()).data.session!.access_token;
    const invalid = await t.fetch('/rest/v1/aide_inventory_items', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"sku": ',
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
  });
});

describe('upsert', () => {
  it('merges duplicates on the given conflict columns', async () => {
    const { data, error, status } = await sam
      .from('aide_inventory_items')
      .upsert(
        [
          {
            organization_id: northwind,
            sku: 'NW-CHAI-12',
            name: 'Chai Tea, 12 boxes',
            quantity_on_hand: 100,
          },
          {
            organization_id: northwind,
            sku: 'NW-PAVLOVA-32',
            name: 'Pavlova, 32 boxes',
            quantity_on_hand: 29,
          },
        ],
        { onConflict: 'organization_id,sku' },
      )
      .select('sku, quantity_on_hand')
      .order('sku');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { sku: 'NW-CHAI-12', quantity_on_hand: 100 },
      { sku: 'NW-PAVLOVA-32', quantity_on_hand: 29 },
    ]);
  });

  it('ignores duplicates when asked to', async () => {
    const { data, error } = await sam
      .from('aide_inventory_items')
      .upsert(
        { organization_id: northwind, sku: 'NW-CHAI-12', name: 'ignored', quantity_on_hand: 1 },
        { onConflict: 'organization_id,sku', ignoreDuplicates: true },
      )
      .select('sku');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(
      await countOf(`select quantity_on_hand as n from aide_inventory_items where sku = 'NW-CHAI-12'`),
    ).toBe(100);
  });

  it('upserts on the primary key by default', async () => {
    const { error } = await sam
      .from('aide_transactions_config')
      .upsert({ organization_id: northwind, has_notetaker: true });
    expect(error).toBeNull();
    const { data } = await sam.from('aide_transactions_config').select('has_notetaker').single();
    expect(data).toEqual({ has_notetaker: true });
  });
});

describe('update', () => {
  it('updates filtered rows and returns them', async () => {
    const { data, error, status } = await sam
      .from('aide_inventory_items')
      .update({ price: 19.5 })
      .eq('sku', 'NW-CHANG-24')
      .select('sku, price');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ sku: 'NW-CHANG-24', price: 19.5 }]);
  });

  it('answers 204 with return=minimal', async () => {
    const { error, status, data } = await sam
      .from('aide_inventory_items')
      .update({ brand: 'Tokyo Traders' })
      .eq('sku', 'NW-KONBU-24');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });

  it('lets a member edit their own profile but not their organization', async () => {
    const own = await sam
      .from('aide_members')
      .update({ first_name: 'Samantha' })
      .eq('user_id', DEMO.users.sam.id)
      .select('first_name');
    expect(own.data).toEqual([{ first_name: 'Samantha' }]);
    const move = await sam
      .from('aide_members')
      .update({ organization_id: DEMO.organizations.contoso })
      .eq('user_id', DEMO.users.sam.id);
    expect(move.error).toMatchObject({ code: '42501' });
    expect(move.status).toBe(403);
  });

  it('refuses an update without filters (pg-safeupdate)', async () => {
    const { error, status } = await sam.from('aide_inventory_items').update({ price: 0 });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
  });

  it('rolls back a single() update that matched several rows', async () => {
    const { error } = await sam
      .from('aide_inventory_items')
      .update({ quantity_on_hand: 1 })
      .eq('category', 'Condiments')
      .select()
      .single();
    expect(error).toMatchObject({ code: 'PGRST116' });
    expect(
      await countOf(`select count(*)::int as n from aide_inventory_items where quantity_on_hand = 1`),
    ).toBe(0);
  });
});

describe('delete', () => {
  it('deletes filtered rows, returning them when asked', async () => {
    const { data, error, status } = await sam
      .from('aide_inventory_items')
      .delete()
      .eq('sku', 'NW-IKURA-12')
      .select('sku');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ sku: 'NW-IKURA-12' }]);
    const minimal = await sam.from('aide_inventory_items').delete().eq('sku', 'NW-QUESO-10');
    expect(minimal.status).toBe(204);
    expect(
      await countOf(
        `select count(*)::int as n from aide_inventory_items where sku like 'NW-IKURA%' or sku like 'NW-QUESO%'`,
      ),
    ).toBe(0);
  });

  it('refuses a delete without filters', async () => {
    const { error } = await sam.from('aide_sales_transactions').delete();
    expect(error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });
});

describe('rpc', () => {
  beforeAll(async () => {
    await t.db.exec(`
      create function public.add_numbers(a int, b int default 1) returns int language sql as 'select a + b';
      create function public.low_stock(below int) returns setof public.aide_inventory_items
        language sql stable as 'select * from public.aide_inventory_items where quantity_on_hand < below order by sku';
      create function public.do_nothing() returns void language sql as 'select';
    `);
  });

  it('calls a scalar function with named arguments and defaults', async () => {
    expect((await sam.rpc('add_numbers', { a: 2, b: 3 })).data).toBe(5);
    expect((await sam.rpc('add_numbers', { a: 2 })).data).toBe(3);
    expect((await sam.rpc('add_numbers', { a: 2 }, { get: true })).data).toBe(3);
  });

  it('returns set-returning functions as arrays, under row-level security', async () => {
    const lowStock = await sam.rpc('low_stock', { below: 14 });
    expect(lowStock.error).toBeNull();
    const rows = lowStock.data as { sku: string; quantity_on_hand: number; organization_id: string }[];
    expect(rows.map((r) => r.sku)).toEqual(expect.arrayContaining(['NW-GUMBO-36', 'NW-SYRUP-12']));
    expect(rows.every((r) => r.quantity_on_hand < 14 && r.organization_id === northwind)).toBe(true);
    const ivy = await t.signIn('ivy');
    expect((await ivy.rpc('low_stock', { below: 1000 })).data).toEqual([]);
  });

  it('answers 204 for void functions and PGRST202 for unknown ones', async () => {
    const nothing = await sam.rpc('do_nothing');
    expect(nothing).toMatchObject({ error: null, status: 204, data: null });
    const unknown = await sam.rpc('no_such_function', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function(x) in the schema cache',
    });
  });
});
