// The database layer on both backends: plain queries, transactions, and asUser handing decisions to RLS.
import { asUser } from '../as-user.js';
import { databaseBackends, databaseSuite } from '../../../tests/support/databases.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../tests/support/postgres.js';
import { claimsOf, ORG, USER } from '../../../tests/support/seed.js';

describe.each(databaseBackends)('database layer on %s', (_name, open) => {
  const db = databaseSuite(open);

  it('runs plain queries as the connecting role', async () => {
    const { rows } = await db.query<{ role: string; one: number }>(
      'select current_user as role, $1::int as one',
      [1],
    );
    expect(rows).toEqual([{ role: expect.not.stringMatching(/^(authenticated|anon)$/), one: 1 }]);
  });

  it('runs the work as role authenticated with the caller’s claims', async () => {
    const { rows } = await asUser(db, claimsOf(USER.sam), (tx) =>
      tx.query<{ role: string; uid: string; email: string }>(
        `select current_user as role, auth.uid()::text as uid, auth.jwt() ->> 'email' as email`,
      ),
    );
    expect(rows).toEqual([{ role: 'authenticated', uid: USER.sam.id, email: USER.sam.email }]);
  });

  it('lets row-level security limit the caller to their own organization', async () => {
    const seen = await asUser(db, claimsOf(USER.sam), async (tx) => ({
      organizations: (await tx.query<{ id: string }>('select id from aide_organizations order by id')).rows,
      memberOrganizations: (
        await tx.query<{ id: string }>('select distinct organization_id as id from aide_members')
      ).rows,
      customers: (await tx.query<{ n: number }>('select count(*)::int as n from aide_client_customers'))
        .rows[0]?.n,
    }));
    expect(seen).toEqual({
      organizations: [{ id: ORG.northwind }],
      memberOrganizations: [{ id: ORG.northwind }],
      customers: 154, // the 4 fixed customers and 150 generated ones of the seed
    });
  });

  it('shows nothing to a user without a member row', async () => {
    const { rows } = await asUser(db, claimsOf(USER.stranger), (tx) =>
      tx.query(`select id from aide_organizations union all select id from aide_members`),
    );
    expect(rows).toEqual([]);
  });

  it('refuses a write into another organization', async () => {
    await expect(
      asUser(db, claimsOf(USER.fresh), (tx) =>
        tx.query(`insert into aide_client_customers (organization_id, name) values ($1, 'Intruder')`, [
          ORG.northwind,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('rolls the whole unit of work back when it throws', async () => {
    await expect(
      asUser(db, claimsOf(USER.fresh), async (tx) => {
        await tx.query(
          `insert into aide_client_customers (organization_id, name) values ($1, 'Rolled back')`,
          [ORG.freshStart],
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await db.query(`select 1 from aide_client_customers where name = 'Rolled back'`);
    expect(rows).toEqual([]);
  });

  it('leaves no role or claims behind on the connection', async () => {
    await asUser(db, claimsOf(USER.sam), (tx) => tx.query('select 1'));
    const { rows } = await db.query<{ role: string; claims: string | null }>(
      `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(rows).toEqual([{ role: expect.not.stringMatching(/^authenticated$/), claims: null }]);
  });
});

if (!postgresAvailable) {
  describe.skip('database layer on PostgreSQL', () => {
    it(SKIP_POSTGRES_NOTE, () => undefined);
  });
}
