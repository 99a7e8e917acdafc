import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { applySchema, DEMO, openDatabase } from '../src/index.js';
import { findRepoRoot } from '../src/paths.js';

const migrationCount = async () =>
  (await readdir(join(findRepoRoot(), 'supabase', 'migrations'))).filter((f) => f.endsWith('.sql')).length;

describe('applySchema', () => {
  it('builds an empty database through any exec function, and is idempotent', async () => {
    const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
    try {
      const exec = (sql: string) => db.exec(sql);
      await applySchema(exec, { seed: true });
      await applySchema(exec, { seed: true });
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from supabase_migrations.schema_migrations',
      );
      expect(rows[0]?.n).toBe(await migrationCount());
      const users = await db.query<{ email: string; linked: string | null }>(
        `select u.email, m.user_id as linked from auth.users u left join aide_members m on m.email = u.email order by u.email`,
      );
      expect(users.rows).toEqual([
        { email: 'fresh@freshstart.test', linked: DEMO.users.fresh.id },
        { email: 'ivy@contoso.test', linked: DEMO.users.ivy.id },
        // The demo platform operator belongs to no organization.
        { email: 'ops@aide.test', linked: null },
        { email: 'sam@northwind.test', linked: DEMO.users.sam.id },
        { email: 'stranger@example.test', linked: null },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('openDatabase', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'aide-emulator-db-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('persists a dataDir, seeds it once and keeps changes across restarts', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.exec(`delete from aide_organizations where id = '${DEMO.organizations.freshStart}'`);
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    try {
      const { rows } = await second.query<{ name: string }>(
        'select name from aide_organizations order by name',
      );
      expect(rows.map((r) => r.name)).toEqual(['Contoso Supply', 'Northwind Traders']);
      const { rows: hashes } = await second.query<{ ok: boolean }>(
        `select encrypted_password = extensions.crypt('Northwind-demo-1', encrypted_password) as ok
           from auth.users where email = 'sam@northwind.test'`,
      );
      expect(hashes[0]?.ok).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("case-maps with PostgreSQL's own Unicode tables and sorts by code point", async () => {
    const db = await openDatabase();
    try {
      const { rows } = await db.query<Record<string, unknown>>(
        `select d.datlocprovider as provider, lower('ÉMILE Ünal') as lowered, 'Zoë' ilike '%ZOË%' as matches,
                (select string_agg(x, ',' order by x) from unnest(array['b', 'a', 'B', 'é', 'e', 'Z']) x) as sorted
           from pg_database d where d.datname = current_database()`,
      );
      expect(rows[0]).toEqual({ provider: 'b', lowered: 'émile ünal', matches: true, sorted: 'B,Z,a,b,e,é' });
    } finally {
      await db.close();
    }
  });

  it('keeps what an in-memory database writes while its files grow', async () => {
    const db = await openDatabase();
    try {
      // About 20 MB in one table (md5 text barely compresses): its files grow well past their first capacity.
      await db.exec(`create table public.growth as
        select i, md5(i::text) || md5((i + 1)::text) as line from generate_series(1, 250000) i`);
      const sum = `select count(*)::int as n, md5(string_agg(line, '' order by i)) as digest from public.growth`;
      const { rows: written } = await db.query(sum);
      // A dump reads every file back from the in-memory file system; a new database loads it.
      const copy = await PGlite.create({
        extensions: { pgcrypto, pg_trgm },
        loadDataDir: await db.dumpDataDir('none'),
      });
      try {
        expect((await copy.query(sum)).rows).toEqual(written);
        expect(written[0]).toMatchObject({ n: 250000 });
      } finally {
        await copy.close();
      }
    } finally {
      await db.close();
    }
  }, 60_000);

  it('gives every in-memory database its own copy', async () => {
    const [a, b] = await Promise.all([openDatabase(), openDatabase()]);
    try {
      const count = async () =>
        (await b.query<{ n: number }>('select count(*)::int as n from aide_sales_transactions')).rows[0]?.n;
      const before = await count();
      await a.exec(`delete from aide_sales_transactions`);
      expect(before).toBeGreaterThan(0);
      expect(await count()).toBe(before);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
