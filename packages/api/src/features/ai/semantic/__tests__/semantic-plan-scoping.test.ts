// Every plan of the evaluation set, turned into SQL by the planner, reads only the caller's organization: the
// organization is a parameter ($1) on every table the SQL reads, question values are never SQL text, and run as
// a member of another organization (row-level security on) the same SQL finds none of Northwind's rows.
import { parseQuestion } from '../../analyst/parse/parse-question.js';
import type { Request } from '../../analyst/parse/request.js';
import { planSql } from '../plan-sql.js';
import type { QueryPlan } from '../query-plan.js';
import { withOutboundWorkspace } from '../../../../workspace/with-workspace.js';
import { EVALUATION_SET } from '../../analyst/__tests__/analyst-evaluation/evaluation-set.js';
import { testNames } from '../../analyst/__tests__/support/test-names.js';
import { databaseSuite, openPgliteDb } from '../../../../../tests/support/databases.js';
import { claimsOf, ORG, USER } from '../../../../../tests/support/seed.js';

const TODAY = '2026-11-21';
const NAMES = testNames({
  segments: ['Consumer', 'Enterprise', 'Mid-market', 'Small business'],
  cities: ['London'],
  brands: ['Tokyo Traders', 'Exotic Liquids'],
  categories: ['Beverages', 'Seafood', 'Condiments'],
});
const MARIA = '50000000-0000-4000-8000-000000000001';

/** The plans the evaluation set's single questions produce, plus a customer filter and an injection attempt. */
function plans(): QueryPlan[] {
  const found = EVALUATION_SET.filter((item) => !item.before)
    .map((item) =>
      parseQuestion(item.question, {
        today: TODAY,
        ...NAMES,
        previous: null,
        lastCustomer: null,
      }),
    )
    .filter((request): request is Extract<Request, { kind: 'query' }> => request.kind === 'query')
    .map((request) => request.plan)
    .filter((plan) => plan.metric !== 'margin');
  const base = found[0]!;
  return [
    ...found,
    { ...base, filters: [{ dimension: 'customer', value: MARIA, label: 'Maria Anders' }] },
    { ...base, groupBy: 'brand', filters: [{ dimension: 'segment', value: "x' or '1'='1", label: 'x' }] },
    ...newShapes(base),
  ];
}

/** Every plan shape the composing planner added: names compared or left out, shares, no sale, orders … */
function newShapes(base: QueryPlan): QueryPlan[] {
  const company = (value: string, exclude = false) => ({
    dimension: 'company' as const,
    value,
    label: value,
    ...(exclude ? { exclude } : {}),
  });
  const october = { from: '2026-10-01', to: '2026-10-31', label: 'October 2026' };
  const since = { from: '2026-09-01', to: TODAY, label: 'since September 2026' };
  const before = { from: '1900-01-01', to: '2026-08-31', label: 'before 2026-09-01' };
  const metrics = [
    'revenue_per_customer',
    'median_order_value',
    'distinct_products',
    'average_price',
    'last_order_date',
    'order_interval',
    'repeat_share',
  ] as const;
  return [
    {
      ...base,
      groupBy: 'company',
      filters: [company('Golden Spoon'), company("Kettle & Co' --")],
      rank: { order: 'desc', limit: 10 },
    },
    {
      ...base,
      filters: [
        { dimension: 'category', value: 'Seafood', label: 'Seafood' },
        { dimension: 'city', value: 'London', label: 'London', exclude: true },
      ],
    },
    {
      ...base,
      filters: [company('Golden Spoon', true)],
      share: { part: [{ dimension: 'product', value: MARIA, label: 'x' }] },
    },
    { ...base, groupBy: 'customer', rank: { order: 'desc', limit: 3 }, share: { part: [] } },
    {
      ...base,
      groupBy: 'customer',
      period: before,
      absent: since,
      filters: [{ dimension: 'city', value: 'Oslo', label: 'Oslo' }],
    },
    { ...base, groupBy: 'product', period: before, absent: since, rank: { order: 'asc', limit: 5 } },
    { ...base, groupBy: 'order', filters: [company('Island Pantry')], rank: { order: 'desc', limit: 5 } },
    { ...base, groupBy: 'weekday', rank: { order: 'desc', limit: 1 } },
    {
      ...base,
      groupBy: 'category',
      period: october,
      compare: {
        kind: 'previous_period',
        period: { from: '2026-09-01', to: '2026-09-30', label: 'September 2026' },
      },
      change: 'grew',
      changeBy: 'percent',
    },
    { ...base, pace: true, compare: { kind: 'previous_period', period: october } },
    ...metrics.map((metric) => ({ ...base, metric, filters: [company('Hilltop Cafe')] })),
    ...metrics
      .filter((metric) => metric !== 'repeat_share')
      .map((metric) => ({ ...base, metric, groupBy: 'month' as const })),
  ];
}

describe('semantic layer: every plan is scoped to the caller’s organization', () => {
  const db = databaseSuite(openPgliteDb);

  it('binds the organization as $1 on every table and passes question values as parameters', () => {
    const all = plans();
    expect(all.length).toBeGreaterThan(100);
    for (const plan of all) {
      const sql = planSql(plan, ORG.northwind);
      for (const statement of [sql.totals, ...(sql.rows ? [sql.rows] : [])]) {
        expect(statement.values[0]).toBe(ORG.northwind);
        const tables = statement.text.match(/public\.aide_\w+ (\w+)/g) ?? [];
        expect(tables.length).toBeGreaterThan(0);
        for (const table of tables) {
          const alias = table.split(' ')[1]!;
          expect(statement.text).toMatch(
            new RegExp(`${alias}\\.organization_id = (\\$1|s\\.organization_id)`),
          );
        }
        expect(statement.text).not.toContain("'1'='1");
        expect(statement.text).not.toContain(plan.period.from);
      }
    }
  });

  it("finds none of Northwind's rows for a Fresh Start member, even given Northwind's id", async () => {
    for (const plan of plans()) {
      const sql = planSql(plan, ORG.northwind);
      await withOutboundWorkspace(db, claimsOf(USER.fresh), async (tx) => {
        const totals = await tx.query<{ value: number; previous?: number }>(
          sql.totals.text,
          sql.totals.values,
        );
        expect(totals.rows[0]?.value ?? 0).toBe(0);
        if (sql.rows) {
          const rows = await tx.query(sql.rows.text, sql.rows.values);
          // Least-sold products are read from the inventory: Fresh Start has none either.
          expect(rows.rows).toEqual([]);
        }
      });
    }
  });

  it('finds Northwind’s sales for its own member', async () => {
    const [plan] = plans();
    const sql = planSql(plan!, ORG.northwind);
    const value = await withOutboundWorkspace(db, claimsOf(USER.sam), async (tx) => {
      const { rows } = await tx.query<{ value: number }>(sql.totals.text, sql.totals.values);
      return rows[0]!.value;
    });
    expect(value).toBeGreaterThan(0);
  });

  it('runs every new plan shape on Northwind’s data', async () => {
    for (const shape of newShapes(plans()[0]!)) {
      const sql = planSql(shape, ORG.northwind);
      await withOutboundWorkspace(db, claimsOf(USER.sam), async (tx) => {
        await tx.query(sql.totals.text, sql.totals.values);
        if (sql.rows) await tx.query(sql.rows.text, sql.rows.values);
      });
    }
  });
});
