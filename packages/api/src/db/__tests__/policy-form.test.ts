// Row-level security in the form an organization's index can serve (issue 32, docs/scaling.md): a policy that
// says `organization_id in (select aide_private.current_organization_ids())` is planned as a filter over every
// organization's rows, so a REST read of 20 customers at 1,000 companies filtered 1.3 million rows;
// `organization_id = any (array(select …))` is an index condition (migration 20261128001000).
import { asUser } from '../as-user.js';
import { databaseBackends, databaseSuite, openPgliteDb } from '../../../tests/support/databases.js';
import { claimsOf, USER } from '../../../tests/support/seed.js';

interface PolicyRow {
  policy: string;
  qual: string | null;
  with_check: string | null;
}

/** The subquery that follows each `IN (` of a deparsed expression, up to its closing parenthesis. */
function inSubqueries(expression: string): string[] {
  const subqueries: string[] = [];
  for (const match of expression.matchAll(/\bIN \(/gi)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let end = start;
    while (end < expression.length && depth > 0) {
      if (expression[end] === '(') depth += 1;
      if (expression[end] === ')') depth -= 1;
      end += 1;
    }
    subqueries.push(expression.slice(start, end - 1));
  }
  return subqueries;
}

/** Whether an expression compares with a member's organizations through `in (select …)`. */
const usesInForm = (expression: string | null) =>
  expression !== null &&
  inSubqueries(expression).some((subquery) => /^\s*SELECT\b[\s\S]*_organization_ids\(/i.test(subquery));

describe('policy form', () => {
  const db = databaseSuite(openPgliteDb);

  it('names a member’s organizations with = any (array(select …)), never in (select …)', async () => {
    const { rows } = await db.query<PolicyRow>(
      `select schemaname || '.' || tablename || ': ' || policyname as policy, qual, with_check
         from pg_policies order by 1`,
    );
    const organizationPolicies = rows.filter((row) =>
      `${row.qual ?? ''} ${row.with_check ?? ''}`.includes('_organization_ids('),
    );
    // Every table's rules compare with the member's organizations: a wrong query here would check nothing.
    expect(organizationPolicies.length).toBeGreaterThan(40);
    const inForm = organizationPolicies.filter((row) => usesInForm(row.qual) || usesInForm(row.with_check));
    expect(inForm.map((row) => row.policy)).toEqual([]);
  });

  it('recognises the in (select …) form, as PostgreSQL prints it', () => {
    expect(
      usesInForm(
        '(organization_id IN ( SELECT aide_private.current_organization_ids() AS current_organization_ids))',
      ),
    ).toBe(true);
    expect(
      usesInForm(
        `((storage.foldername(name))[1] IN ( SELECT (id.id)::text AS id\n   FROM aide_private.current_organization_ids() id(id)))`,
      ),
    ).toBe(true);
    expect(
      usesInForm(
        '(organization_id = ANY (ARRAY( SELECT aide_private.current_organization_ids() AS current_organization_ids)))',
      ),
    ).toBe(false);
    expect(
      usesInForm(
        `(kind IN ('a', 'b')) AND (id = ANY (ARRAY( SELECT aide_private.member_organization_ids())))`,
      ),
    ).toBe(false);
  });
});

describe.each(databaseBackends)('a member’s read through row-level security alone on %s', (_name, open) => {
  const db = databaseSuite(open);

  // What supabase-js sends for a page of rows: no organization in the query, only the policy's.
  it.each(['aide_client_customers', 'aide_sales_transactions', 'aide_purchase_orders'])(
    'starts from the organization’s index: %s',
    async (table) => {
      const plan = await asUser(db, claimsOf(USER.sam), async (tx) => {
        // The seed is small enough for a scan of everything to be cheapest; what matters is that the
        // policy can be an index condition at all (the in form could not, whatever the table's size).
        await tx.query('set local enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `explain (costs off) select id from public.${table} limit 20`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index Cond: \(organization_id = ANY /);
    },
  );
});
