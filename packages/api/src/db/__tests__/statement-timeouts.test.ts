// Supabase's per-role statement timeouts (anon 3 s, authenticated 8 s): a runaway statement from a browser
// role is cancelled instead of holding a connection. Only PostgreSQL can interrupt a running statement, so
// this runs on the PostgreSQL backend (the embedded PGlite has no timer to cancel it).
import { apiBackends, type RunningApi } from '../../../tests/support/api-backends.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../tests/support/postgres.js';
import { createPgDb } from '../pg-db.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);
const onPostgres = apiBackends.filter(([name]) => name === 'PostgreSQL');
const suite = onPostgres.length ? describe.each(onPostgres) : describe.skip.each(apiBackends);

suite('statement timeouts on %s', (_name, start) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await start();
    // A slow function the anon role may call, standing in for an expensive filter a visitor could send.
    const db = createPgDb({ connectionString: api.databaseUrl! });
    await db.query(
      `create or replace function public.zz_slow() returns int language sql as 'select 1 from pg_sleep(5)'`,
    );
    await db.query(`grant execute on function public.zz_slow() to anon`);
    await db.close();
  }, 60_000);
  afterAll(() => api?.close());

  it('cancels an anon statement after 3 s with PostgREST 57014', async () => {
    const response = await fetch(`${api.supabaseUrl}/rest/v1/rpc/zz_slow`, {
      method: 'POST',
      headers: { apikey: api.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await response.json()).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect(response.status).toBe(500);
  });
});
