// The database connection dies in the middle of an import: the client gets a clear 503, no row of the file
// and no import record was written, and sending the same file again imports it whole. PostgreSQL only: the
// test ends the API's server process the way a restart or failover would (PGlite runs in-process).
import pg from 'pg';
import { apiBackends, type RunningApi } from '../../../../tests/support/api-backends.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { ORG, USER } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';
import { signIn } from '../../../../tests/support/sign-in.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);
const onPostgres = apiBackends.filter(([name]) => name === 'PostgreSQL');
const suite = onPostgres.length ? describe.each(onPostgres) : describe.skip.each(apiBackends);

const ROWS = 30_000;
const file = {
  file_name: 'customers.csv',
  rows: Array.from({ length: ROWS }, (_, i) => ({
    row: i + 2,
    name: `Fault Customer ${i}`,
    email: `fault${i}@faults.test`,
    company: `Company ${i % 50}`,
  })),
};

suite('an import whose database connection is killed, on %s', (_name, start) => {
  let api: RunningApi;
  let admin: pg.Client;
  let token: string;
  beforeAll(async () => {
    api = await start();
    admin = new pg.Client({ connectionString: api.databaseUrl });
    await admin.connect();
    token = await signIn(api.supabaseUrl, api.anonKey, USER.fresh);
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
    await api?.close();
  });

  const written = async () => {
    const { rows } = await admin.query<{ customers: number; imports: number }>(
      `select (select count(*)::int from aide_client_customers where organization_id = $1) as customers,
              (select count(*)::int from aide_imports where organization_id = $1) as imports`,
      [ORG.freshStart],
    );
    return rows[0]!;
  };

  /** Terminates the first server process seen writing the file's rows. */
  const killTheWriter = async () => {
    for (let attempt = 0; attempt < 2_000; attempt += 1) {
      const { rows } = await admin.query<{ killed: boolean }>(
        `select pg_terminate_backend(pid) as killed from pg_stat_activity
          where pid <> pg_backend_pid() and state = 'active' and query ilike '%aide_client_customers%'`,
      );
      if (rows.some((row) => row.killed)) return true;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return false;
  };

  it('answers 503, writes nothing, and the same file imports whole on retry', async () => {
    const before = await written();
    const [response, killed] = await Promise.all([
      sendJson('POST', `${api.apiUrl}/api/upload_client_customers`, token, file),
      killTheWriter(),
    ]);
    expect(killed).toBe(true);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: 'unavailable',
      message: 'The database did not answer (it may be restarting or busy). Try again in a moment.',
    });
    expect(await written()).toEqual(before);

    const retry = await sendJson('POST', `${api.apiUrl}/api/upload_client_customers`, token, file);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ total: ROWS, inserted: ROWS });
    expect(await written()).toEqual({ customers: before.customers + ROWS, imports: before.imports + 1 });
  });
});
