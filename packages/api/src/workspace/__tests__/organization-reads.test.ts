// The shared cache of aggregate reads: concurrent identical requests run one query, every write to what they
// read is seen at once (the version moves), a removed member is refused at once, failures are not kept; and
// through the API, a new offer shows on the dashboard straight away on both backends.
import type { Db, Queryable } from '../../db/db.js';
import { createOrganizationReads, readKey } from '../organization-read-cache.js';
import { apiBackends } from '../../../tests/support/api-backends.js';
import { apiSuite } from '../../../tests/support/api-suite.js';
import { databaseBackends, databaseSuite } from '../../../tests/support/databases.js';
import { getJson, bearer } from '../../../tests/support/http.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../tests/support/postgres.js';
import { claimsOf, ORG, USER } from '../../../tests/support/seed.js';
import { sendJson } from '../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const countOffers = async (tx: Queryable, organizationId: string) => {
  const { rows } = await tx.query<{ n: number }>(
    'select count(*)::int as n from public.aide_offers where organization_id = $1',
    [organizationId],
  );
  return rows[0]!.n;
};

async function addOffer(db: Db, title: string) {
  await db.query(
    `insert into public.aide_offers (organization_id, title, target_type, target_value, discount_percent,
       starts_on, ends_on)
     values ($1, $2, 'brand', 'Acme', 5, current_date, current_date + 7)`,
    [ORG.northwind, title],
  );
}

describe.each(databaseBackends)('organization reads on %s', (_name, open) => {
  const db = databaseSuite(open);

  const counting = () => {
    const calls = { n: 0 };
    const load = async (tx: Queryable, ws: { organizationId: string }) => {
      calls.n += 1;
      return countOffers(tx, ws.organizationId);
    };
    return { calls, load };
  };
  const sam = claimsOf(USER.sam);
  const options = { plan: 'outbound' as const, key: readKey('offers-count') };

  it('runs one load for concurrent identical reads and serves the same answer to all', async () => {
    const reads = createOrganizationReads(db);
    const { calls, load } = counting();
    const answers = await Promise.all(Array.from({ length: 40 }, () => reads(sam, options, load)));
    expect(calls.n).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await reads(sam, options, load);
    expect(calls.n).toBe(1);
  });

  it('reads again at once after a write to a covered table, and after the time to live', async () => {
    const reads = createOrganizationReads(db, 200);
    const { calls, load } = counting();
    const before = await reads(sam, options, load);
    await addOffer(db, 'Cache test offer');
    expect(await reads(sam, options, load)).toBe(before + 1);
    expect(calls.n).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await reads(sam, options, load);
    expect(calls.n).toBe(3);
  });

  it('keeps an answer for its time to live from when it arrives, however long the read took', async () => {
    const reads = createOrganizationReads(db, 200);
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return calls;
    };
    expect(await reads(sam, options, slow)).toBe(1);
    expect(await reads(sam, options, slow)).toBe(1);
    expect(calls).toBe(1);
  });

  it('keeps keys and organizations apart', async () => {
    const reads = createOrganizationReads(db);
    const { calls, load } = counting();
    await reads(sam, options, load);
    await reads(sam, { ...options, key: readKey('offers-count', { page: 2 }) }, load);
    expect(await reads(claimsOf(USER.fresh), options, load)).toBe(0);
    expect(calls.n).toBe(3);
    // The same query in another parameter order is the same key.
    expect(readKey('x', { a: 1, b: 2 })).toBe(readKey('x', { b: 2, a: 1 }));
  });

  it('refuses a non-member and a member of the other plan, whatever is cached', async () => {
    const reads = createOrganizationReads(db);
    const { load } = counting();
    await reads(sam, options, load);
    await expect(reads(claimsOf(USER.stranger), options, load)).rejects.toMatchObject({ statusCode: 403 });
    await expect(reads(claimsOf(USER.ivy), options, load)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('does not keep a failure', async () => {
    const reads = createOrganizationReads(db);
    let fail = true;
    const load = () => (fail ? Promise.reject(new Error('boom')) : Promise.resolve('ok'));
    const failed = await Promise.allSettled([reads(sam, options, load), reads(sam, options, load)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(reads(sam, options, load)).resolves.toBe('ok');
  });
});

describe.each(apiBackends)('dashboard and My Customers through the cache on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam']);

  it('shows an offer created a moment ago', async () => {
    const dashboard = async () => {
      const response = await getJson(`${api.apiUrl}/api/dashboard`, bearer(tokens.sam));
      expect(response.status).toBe(200);
      return response.body as { recent_activity: { text: string }[] };
    };
    await dashboard();
    const today = new Date().toISOString().slice(0, 10);
    const created = await sendJson('POST', `${api.apiUrl}/api/offers`, tokens.sam, {
      title: 'Flash sale seen at once',
      target_type: 'brand',
      target_value: 'Acme',
      discount_percent: 10,
      starts_on: today,
      ends_on: today,
    });
    expect(created.status).toBe(201);
    expect((await dashboard()).recent_activity[0]?.text).toContain('Flash sale seen at once');
  });

  it('My Customers answers a repeated search again, and shows a customer imported a moment ago', async () => {
    const name = `Cached Search ${Date.now()}`;
    const search = async () => {
      const response = await getJson(
        `${api.apiUrl}/api/customers_search?search=${encodeURIComponent(name)}`,
        bearer(tokens.sam),
      );
      expect(response.status).toBe(200);
      return (response.body as { items: { name: string }[] }).items.map((item) => item.name);
    };
    expect(await search()).toEqual([]);
    expect(await search()).toEqual([]);
    const imported = await sendJson('POST', `${api.apiUrl}/api/upload_client_customers`, tokens.sam, {
      file_name: 'one.csv',
      rows: [{ row: 2, name, email: `cached-${Date.now()}@example.test` }],
    });
    expect(imported.status).toBe(200);
    expect(await search()).toEqual([name]);
  });
});
