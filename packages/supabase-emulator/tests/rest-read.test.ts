import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { t, sam } = emulatorSuite({ signIn: ['sam'] });

describe('select', () => {
  it('selects columns with aliases and casts', async () => {
    const { data, error } = await sam
      .from('aide_inventory_items')
      .select('sku, title:name, price::text')
      .eq('sku', 'NW-GUMBO-36');
    expect(error).toBeNull();
    expect(data).toEqual([{ sku: 'NW-GUMBO-36', title: 'Gumbo Mix, 36 boxes', price: '21.35' }]);
  });

  it('returns numbers, dates and timestamps as PostgREST does', async () => {
    const { data } = await sam
      .from('aide_sales_transactions')
      .select('*')
      .eq('id', '70000000-0000-4000-8000-000000000006')
      .single<Record<string, unknown>>();
    expect(data).toMatchObject({ quantity: 2, unit_price: 21.35, sold_at: '2026-11-12', customer_id: null });
    expect(data?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  it('filters with eq, neq, gt, gte, lt, lte, like, ilike, in and is', async () => {
    const skus = async (query: PromiseLike<{ data: { sku: string }[] | null }>) =>
      ((await query).data ?? []).map((r) => r.sku).sort();
    const items = () => sam.from('aide_inventory_items').select('sku');
    expect(await skus(items().eq('category', 'Beverages'))).toEqual(['NW-CHAI-12', 'NW-CHANG-24']);
    expect(await skus(items().neq('category', 'Condiments'))).toEqual(['NW-CHAI-12', 'NW-CHANG-24']);
    expect(await skus(items().gt('price', 19))).toEqual(['NW-CAJUN-48', 'NW-GUMBO-36']);
    expect(await skus(items().gte('price', 19))).toEqual(['NW-CAJUN-48', 'NW-CHANG-24', 'NW-GUMBO-36']);
    expect(await skus(items().lt('quantity_on_hand', 14))).toEqual(['NW-GUMBO-36', 'NW-SYRUP-12']);
    expect(await skus(items().lte('quantity_on_hand', 13))).toEqual(['NW-GUMBO-36', 'NW-SYRUP-12']);
    expect(await skus(items().like('name', '*Lager*'))).toEqual(['NW-CHANG-24']);
    expect(await skus(items().ilike('name', '%gumbo%'))).toEqual(['NW-GUMBO-36']);
    expect(await skus(items().in('sku', ['NW-CHAI-12', 'NW-SYRUP-12', 'NOPE']))).toEqual([
      'NW-CHAI-12',
      'NW-SYRUP-12',
    ]);
    expect(await skus(items().not('sku', 'in', '(NW-CHAI-12,NW-CHANG-24,NW-SYRUP-12)'))).toEqual([
      'NW-CAJUN-48',
      'NW-GUMBO-36',
    ]);
    expect(await skus(items().is('brand', null))).toEqual([]);
    expect(await skus(items().not('brand', 'is', null).eq('quantity_on_hand', 0))).toEqual(['NW-GUMBO-36']);
  });

  it('combines filters with or() and nested and()', async () => {
    const { data } = await sam
      .from('aide_inventory_items')
      .select('sku')
      .or('sku.eq.NW-CHAI-12,and(category.eq.Condiments,price.gt.21)')
      .order('sku');
    expect(data).toEqual([{ sku: 'NW-CAJUN-48' }, { sku: 'NW-CHAI-12' }, { sku: 'NW-GUMBO-36' }]);
  });

  it('matches quoted values with reserved characters', async () => {
    const { data } = await sam.from('aide_inventory_items').select('sku').in('name', ['Chai Tea, 12 boxes']);
    expect(data).toEqual([{ sku: 'NW-CHAI-12' }]);
  });

  it('orders by several columns with nulls placement', async () => {
    const { data } = await sam
      .from('aide_sales_transactions')
      .select('customer_id, sold_at')
      .order('customer_id', { ascending: false, nullsFirst: true })
      .order('sold_at', { ascending: true })
      .overrideTypes<{ customer_id: string | null; sold_at: string }[], { merge: false }>();
    expect(data?.[0]?.customer_id).toBeNull();
    expect(data?.map((r) => r.sold_at).slice(1, 3)).toEqual(['2026-10-21', '2026-11-03']);
  });

  it('pages with range and limit, and counts exactly', async () => {
    const page = await sam
      .from('aide_sales_transactions')
      .select('id', { count: 'exact' })
      .order('sold_at')
      .range(2, 3);
    expect(page.error).toBeNull();
    expect(page.data).toHaveLength(2);
    expect(page.count).toBe(6);
    expect(page.status).toBe(206);

    const raw = await t.fetch('/rest/v1/aide_sales_transactions?select=id&order=sold_at&offset=2&limit=2', {
      headers: {
        authorization: `Bearer ${(await sam.auth.getSession()).data.session!.access_token}`,
        prefer: 'count=exact',
      },
    });
    expect(raw.headers.get('content-range')).toBe('2-3/6');

    const head = await sam.from('aide_client_customers').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ count: 4, data: null, error: null });

    const limited = await sam.from('aide_client_customers').select('name').order('name').limit(1);
    expect(limited.data).toEqual([{ name: 'Ana Trujillo' }]);
  });

  it('uses the Range header too', async () => {
    const token = (await sam.auth.getSession()).data.session!.access_token;
    const response = await t.fetch('/rest/v1/aide_client_customers?select=name&order=name', {
      headers: { authorization: `Bearer ${token}`, range: '1-2', 'range-unit': 'items' },
    });
    expect(response.headers.get('content-range')).toBe('1-2/*');
    expect(await response.json()).toEqual([{ name: 'Christina Berglund' }, { name: 'Maria Anders' }]);
  });
});

describe('single and maybeSingle', () => {
  it('returns one object', async () => {
    const { data, error } = await sam
      .from('aide_members')
      .select('organization_id')
      .eq('user_id', DEMO.users.sam.id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ organization_id: DEMO.organizations.northwind });
  });

  it('answers PGRST116 with 406 when there are zero or several rows', async () => {
    const none = await sam.from('aide_members').select().eq('email', 'nobody@x.test').single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await sam.from('aide_client_customers').select().single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 4 rows' });
  });

  it('maybeSingle gives null for no row', async () => {
    const { data, error } = await sam
      .from('aide_members')
      .select()
      .eq('email', 'nobody@x.test')
      .maybeSingle<Record<string, unknown>>();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });
});

describe('embedding', () => {
  it.each([
    {
      how: 'many-to-one as an object',
      table: 'aide_members',
      select: 'organization_id, aide_organizations(name, aide_plan)',
      column: 'user_id',
      value: DEMO.users.sam.id,
      row: {
        organization_id: DEMO.organizations.northwind,
        aide_organizations: { name: 'Northwind Traders', aide_plan: 'outbound' },
      },
    },
    {
      how: 'through a foreign key column name (single-column keys, as PostgREST)',
      table: 'aide_members',
      select: 'email, organization:organization_id(name)',
      column: 'email',
      value: 'sam@northwind.test',
      row: { email: 'sam@northwind.test', organization: { name: 'Northwind Traders' } },
    },
    {
      how: 'through a composite (organization_id, id) key by the table name',
      table: 'aide_sales_transactions',
      select: 'sku, customer:aide_client_customers(name)',
      column: 'id',
      value: '70000000-0000-4000-8000-000000000003',
      row: { sku: 'NW-CHANG-24', customer: { name: 'Ana Trujillo' } },
    },
  ])('embeds $how', async ({ table, select, column, value, row }) => {
    const { data } = await sam.from(table).select(select).eq(column, value).single();
    expect(data).toEqual(row);
  });

  it('embeds one-to-many as an array, with aliases, filters, order and limit on the embed', async () => {
    const { data, error } = await sam
      .from('aide_client_customers')
      .select('name, sales:aide_sales_transactions(sku, quantity)')
      .eq('name', 'Thomas Hardy')
      .order('sold_at', { referencedTable: 'sales', ascending: false })
      .limit(1, { referencedTable: 'sales' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Thomas Hardy', sales: [{ sku: 'NW-CHAI-12', quantity: 8 }] });

    const filtered = await sam
      .from('aide_client_customers')
      .select('name, aide_sales_transactions(sku)')
      .eq('aide_sales_transactions.sku', 'NW-CHANG-24')
      .order('name');
    expect(filtered.data?.find((c) => c.name === 'Ana Trujillo')?.aide_sales_transactions).toEqual([
      { sku: 'NW-CHANG-24' },
    ]);
    expect(filtered.data?.find((c) => c.name === 'Maria Anders')?.aide_sales_transactions).toEqual([]);
  });

  it('filters parents by an !inner embed', async () => {
    const { data } = await sam
      .from('aide_client_customers')
      .select('name, aide_sales_transactions!inner(sku)')
      .eq('aide_sales_transactions.sku', 'NW-CHAI-12')
      .order('name')
      .overrideTypes<{ name: string; aide_sales_transactions: { sku: string }[] }[], { merge: false }>();
    expect(data?.map((c) => c.name)).toEqual(['Maria Anders', 'Thomas Hardy']);
  });
});

describe('errors', () => {
  it('unknown table: 404 PGRST205', async () => {
    const { error, status } = await sam.from('aide_memberz').select();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.aide_members'",
      message: "Could not find the table 'public.aide_memberz' in the schema cache",
    });
  });

  it('unknown column: 400 42703', async () => {
    const selected = await sam.from('aide_members').select('nope');
    expect(selected.status).toBe(400);
    expect(selected.error).toMatchObject({
      code: '42703',
      message: 'column aide_members.nope does not exist',
    });
    const filtered = await sam.from('aide_members').select().eq('nope', 1);
    expect(filtered.error).toMatchObject({ code: '42703' });
    const ordered = await sam.from('aide_members').select().order('nope');
    expect(ordered.error).toMatchObject({ code: '42703' });
  });

  it('malformed filter, select and order: 400 PGRST100', async () => {
    const filter = await sam.from('aide_members').select().filter('email', 'equals', 'x');
    expect(filter.status).toBe(400);
    expect(filter.error).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (equals.x)" (line 1, column 1)',
    });
    expect((await sam.from('aide_members').select('email,(')).error).toMatchObject({ code: 'PGRST100' });
    expect((await sam.from('aide_members').select().or('email.eq.x,broken')).error).toMatchObject({
      code: 'PGRST100',
    });
    expect((await sam.from('aide_members').select().filter('email', 'is', 'maybe')).error).toMatchObject({
      code: 'PGRST100',
    });
    const badOrder = await t.fetch('/rest/v1/aide_members?order=email.sideways');
    expect(((await badOrder.json()) as { code: string }).code).toBe('PGRST100');
  });

  it('unknown relationship: 400 PGRST200', async () => {
    const { error } = await sam.from('aide_members').select('email, aide_inventory_items(sku)');
    expect(error).toMatchObject({ code: 'PGRST200' });
  });

  it('bad and expired JWTs: 401 PGRST301 / PGRST303', async () => {
    const forged = await t.fetch('/rest/v1/aide_members', { headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: string }).code).toBe('PGRST301');
    const expired = await t.fetch('/rest/v1/aide_members', {
      headers: { authorization: `Bearer ${await t.expiredToken('sam')}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('missing or unknown apikey: 401 from the gateway', async () => {
    const missing = await fetch(`${t.emulator.url}/rest/v1/aide_members`);
    expect(missing.status).toBe(401);
    const wrong = await t.client('sb_publishable_unknown').from('aide_members').select();
    expect(wrong.status).toBe(401);
    expect(wrong.error).toMatchObject({ message: 'Invalid API key' });
  });
});
