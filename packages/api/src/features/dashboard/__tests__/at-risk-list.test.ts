// The dashboard's at-risk list: customers who bought in the previous period and not in this one, the ten who
// spent most first, ties by name, even when more than ten share the last places.
import { withWorkspaceAsApi } from '../../../workspace/with-workspace.js';
import { databaseSuite, openPgliteDb } from '../../../../tests/support/databases.js';
import { claimsOf, ORG, USER } from '../../../../tests/support/seed.js';
import { loadDashboard } from '../load-dashboard.js';

const TODAY = '2026-11-28';
// Previous period of "30d" ending today: 2026-09-29 … 2026-10-28.
const LAPSED: [string, number][] = [
  ['Ada', 900],
  ['Bea', 800],
  ['Cy', 700],
  ['Dee', 600],
  ['Eve', 500],
  ['Flo', 400],
  ['Gus', 300],
  ['Zed', 200],
  ['Yan', 200],
  ['Xia', 200],
  ['Wes', 200],
  ['Vic', 200],
];

describe('the dashboard at-risk list', () => {
  const db = databaseSuite(openPgliteDb);

  beforeAll(async () => {
    for (const [name, revenue] of [...LAPSED, ['Active Al', 999] as [string, number]]) {
      const email = `${name.toLowerCase().replace(/\s/g, '.')}@risk.test`;
      const { rows } = await db.query<{ id: string }>(
        `insert into public.aide_client_customers (organization_id, name, email) values ($1, $2, $3) returning id`,
        [ORG.freshStart, name, email],
      );
      const lines = [['2026-10-10', revenue]];
      if (name === 'Active Al') lines.push(['2026-11-20', 10]);
      for (const [day, amount] of lines)
        await db.query(
          `insert into public.aide_sales_transactions
             (organization_id, customer_id, customer_name, sku, quantity, unit_price, sold_at)
           values ($1, $2, $3, 'RISK-1', 1, $4, $5)`,
          [ORG.freshStart, rows[0]!.id, name, amount, day],
        );
    }
  });

  it('lists the ten who spent most, ties at the last places by name', async () => {
    // As the route reads it: as the API's role, for the member's organization.
    const dashboard = await withWorkspaceAsApi(db, claimsOf(USER.fresh), 'outbound', (tx, ws) =>
      loadDashboard(tx, ws, '30d', TODAY),
    );
    expect(dashboard.customers).toEqual({ total: 13, active: 1, at_risk: 12 });
    expect(dashboard.at_risk_customers.map((customer) => customer.name)).toEqual([
      'Ada',
      'Bea',
      'Cy',
      'Dee',
      'Eve',
      'Flo',
      'Gus',
      'Vic',
      'Wes',
      'Xia',
    ]);
    expect(dashboard.at_risk_customers[7]).toMatchObject({
      previous_revenue: 200,
      last_order_on: '2026-10-10',
    });
  });
});
