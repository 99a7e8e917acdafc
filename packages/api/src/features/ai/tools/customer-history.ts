import type { Queryable } from '../../../db/db.js';
import type { Citation } from '../chat-types.js';
import { customerCitation, orderCitation, productCitation } from '../citations.js';
import { searchPattern } from '../../../workspace/paging.js';
import { atRiskSql, CUSTOMER_COLUMNS, type CustomerRow } from './customer-columns.js';
import {
  customerIdArgument,
  defineTool,
  optionalInteger,
  optionalString,
  optionalUuid,
  ToolArgumentError,
} from './tool-args.js';

interface OrderLine {
  product_id: string | null;
  sku: string | null;
  name: string;
  quantity: number;
  unit_price: number | null;
  amount: number;
}

export interface HistoryOrder {
  order_ref: string | null;
  sold_on: string;
  total: number;
  lines: OrderLine[];
}

/** The customer's orders, newest first: an order is one (day, order reference) of the sales lines. */
async function lastOrders(tx: Queryable, organizationId: string, customerId: string, limit: number) {
  const { rows } = await tx.query<HistoryOrder>(
    `with orders as (
       select s.sold_at, s.order_ref, sum(s.quantity * coalesce(s.unit_price, 0))::float8 as total
         from public.aide_sales_transactions s
        where s.organization_id = $1 and s.customer_id = $2
        group by s.sold_at, s.order_ref
        order by s.sold_at desc, s.order_ref desc nulls last limit $3)
     select o.order_ref, to_char(o.sold_at, 'YYYY-MM-DD') as sold_on, o.total,
            (select coalesce(json_agg(json_build_object(
                      'product_id', p.id, 'sku', s.sku, 'name', coalesce(p.name, s.sku, 'Unknown product'),
                      'quantity', s.quantity, 'unit_price', s.unit_price::float8,
                      'amount', (s.quantity * coalesce(s.unit_price, 0))::float8) order by s.sku), '[]'::json)
               from public.aide_sales_transactions s
               left join public.aide_inventory_items p on p.organization_id = s.organization_id and p.sku = s.sku
              where s.organization_id = $1 and s.customer_id = $2 and s.sold_at = o.sold_at
                and s.order_ref is not distinct from o.order_ref) as lines
       from orders o order by o.sold_at desc, o.order_ref desc nulls last`,
    [organizationId, customerId, limit],
  );
  return rows;
}

export const customerHistory = defineTool({
  name: 'customer_history',
  description:
    "One customer's record, purchase totals and last orders with their lines. Give customer_id, or customer " +
    '(a name, email or company substring); several matches are returned as `matches` to choose from.',
  properties: {
    customer_id: customerIdArgument,
    customer: { type: 'string', description: 'Name, email or company of the customer' },
    orders: { type: 'integer', minimum: 1, maximum: 20, description: 'How many last orders (default 5)' },
  },
  async run({ tx, workspace, today }, args) {
    const customerId = optionalUuid(args, 'customer_id');
    const name = optionalString(args, 'customer');
    const orderLimit = optionalInteger(args, 'orders', { min: 1, max: 20 }) ?? 5;
    if (!customerId && !name) throw new ToolArgumentError('Give customer_id or customer (a name).');
    const { rows: found } = await tx.query<CustomerRow>(
      `select ${CUSTOMER_COLUMNS}, ${atRiskSql('$4')} as at_risk
         from public.aide_client_customers c
        where c.organization_id = $1
          and ($2::uuid is null or c.id = $2)
          and ($3::text is null or c.id in (select aide_private.search_customer_ids($1, $3)))
        order by lower(c.name), c.id limit 11`,
      [workspace.organizationId, customerId ?? null, searchPattern(name), today],
    );
    // A name that is exactly one customer's name wins over the substring matches ("Ana" vs "Ana Trujillo").
    const exact = name ? found.filter((row) => row.name.toLowerCase() === name.toLowerCase()) : [];
    const customer = found.length === 1 ? found[0] : exact.length === 1 ? exact[0] : undefined;
    if (!customer) {
      const matches = found
        .slice(0, 10)
        .map(({ id, name: match, company }) => ({ id, name: match, company }));
      return {
        data: { customer: null, matches, more_matches: found.length > 10 },
        citations: matches.map((match) => customerCitation(match.id, match.name)),
      };
    }
    const orders = await lastOrders(tx, workspace.organizationId, customer.id, orderLimit);
    const citations: Citation[] = [customerCitation(customer.id, customer.name)];
    for (const order of orders) {
      const ref = order.order_ref ?? order.sold_on;
      citations.push(orderCitation(customer.id, ref, `${ref} (${order.sold_on})`));
      for (const line of order.lines)
        if (line.product_id && line.sku)
          citations.push(productCitation(line.product_id, line.sku, line.name));
    }
    return { data: { customer, orders, matches: [] }, citations };
  },
});
