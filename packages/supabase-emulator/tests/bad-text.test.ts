// Text PostgreSQL refuses (a NUL character, a value over a column's limit) is answered as PostgREST and GoTrue
// answer it: a 400 with the PostgreSQL code or GoTrue's validation error, never a 500, and nothing is written.
import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { t, sam } = emulatorSuite({ signIn: ['sam'] });
const northwind = DEMO.organizations.northwind;

describe('REST', () => {
  // PostgREST reads the body as json, where PostgreSQL refuses \u0000 (22P05); in a filter it is text (22021).
  it('answers a NUL character in a written value with 400 and code 22P05', async () => {
    const { error, status } = await sam
      .from('aide_client_customers')
      .insert({ organization_id: northwind, name: 'Nul\u0000Name', email: 'nul@bad-text.test' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P05' });
    const { rows } = await t.db.query(
      `select 1 from aide_client_customers where email = 'nul@bad-text.test'`,
    );
    expect(rows).toEqual([]);
  });

  it('answers a NUL character in a filter with 400 and code 22021', async () => {
    const { error, status } = await sam.from('aide_client_customers').select('id').eq('name', 'a\u0000b');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22021' });
  });

  it('answers a name over the column limit with 400 and code 23514 (check violation)', async () => {
    const { error, status } = await sam
      .from('aide_inventory_items')
      .insert({ organization_id: northwind, sku: 'LONG-1', name: 'x'.repeat(3000) });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
  });
});

describe('auth', () => {
  const post = (path: string, body: unknown) =>
    t.fetch(`/auth/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify(body),
    });

  it('refuses a sign-up whose email holds a NUL character as an invalid email', async () => {
    const response = await post('signup', { email: 'new.hire@northwind.test\u0000', password: 'Whatever-1' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
  });
});
