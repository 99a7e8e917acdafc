import type { Queryable } from '../../db/db.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import type { ReplyOf } from '../../http/api-instance.js';

export const salesSummarySchema = {
  type: 'object',
  required: ['rows', 'customers', 'products', 'revenue', 'first_date', 'last_date', 'unmatched_rows'],
  properties: {
    rows: { type: 'integer' },
    customers: { type: 'integer', description: 'Distinct customers (matched or by name)' },
    products: { type: 'integer', description: 'Distinct SKUs' },
    revenue: { type: 'number' },
    first_date: { type: ['string', 'null'], format: 'date' },
    last_date: { type: ['string', 'null'], format: 'date' },
    unmatched_rows: { type: 'integer', description: 'Lines whose customer is not in the customer list' },
  },
} as const;

export type SalesSummary = ReplyOf<typeof salesSummarySchema>;

export async function salesSummary(tx: Queryable, ws: Workspace): Promise<SalesSummary | undefined> {
  const { rows } = await tx.query<SalesSummary>(
    `select count(*)::int as rows,
            count(distinct coalesce(customer_id::text, lower(customer_name)))::int as customers,
            count(distinct sku)::int as products,
            round(coalesce(sum(quantity * unit_price), 0), 2)::float8 as revenue,
            to_char(min(sold_at), 'YYYY-MM-DD') as first_date,
            to_char(max(sold_at), 'YYYY-MM-DD') as last_date,
            (count(*) filter (where customer_id is null))::int as unmatched_rows
       from public.aide_sales_transactions
      where organization_id = $1`,
    [ws.organizationId],
  );
  return rows[0];
}
