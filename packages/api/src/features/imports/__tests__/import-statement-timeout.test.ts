// An import's bounded upsert may run past a member's 8 s statement timeout (a 100,000-row upload on a busy
// machine or the embedded database): refused, the whole import would be lost. Only PostgreSQL enforces
// statement timeouts, so this runs on the PostgreSQL backend.
import { apiBackends, type RunningApi } from '../../../../tests/support/api-backends.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { claimsOf, ORG, USER } from '../../../../tests/support/seed.js';
import { asUser } from '../../../db/as-user.js';
import type { Queryable } from '../../../db/db.js';
import { createPgDb } from '../../../db/pg-db.js';
import type { Workspace } from '../../../workspace/with-workspace.js';
import { lockImports } from '../write-imports.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);
const onPostgres = apiBackends.filter(([name]) => name === 'PostgreSQL');
const suite = onPostgres.length ? describe.each(onPostgres) : describe.skip.each(apiBackends);

const timeoutOf = (tx: Queryable) =>
  tx
    .query<{ statement_timeout: string }>('show statement_timeout')
    .then(({ rows }) => rows[0]!.statement_timeout);

suite('an import’s statement timeout on %s', (_name, start) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await start();
  }, 60_000);
  afterAll(() => api?.close());

  it('is 2 minutes once the import holds its lock, for that transaction only', async () => {
    const db = createPgDb({ connectionString: api.databaseUrl! });
    try {
      const [before, during] = await asUser(db, claimsOf(USER.sam), async (tx) => {
        const first = await timeoutOf(tx);
        await lockImports(tx, { organizationId: ORG.northwind } as Workspace);
        return [first, await timeoutOf(tx)];
      });
      expect({ before, during }).toEqual({ before: '8s', during: '2min' });
      expect(await asUser(db, claimsOf(USER.sam), timeoutOf)).toBe('8s');
    } finally {
      await db.close();
    }
  });
});
