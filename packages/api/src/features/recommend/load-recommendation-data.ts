import type { ProductFields } from '@aide/rules';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { indexSalesHistory, type SaleLine, type SalesHistory } from './sales-history.js';

/** A catalogue product with the best offer active on the day asked for (largest discount, then oldest). */
export interface CatalogProduct extends ProductFields {
  product_id: string;
  offer: { id: string; title: string; discount_percent: number } | null;
  offer_price: number | null;
}

export interface ActiveOffer {
  id: string;
  title: string;
  target_type: 'brand' | 'category';
  target_value: string;
  discount_percent: number;
  ends_on: string;
}

export async function loadCustomer(tx: Queryable, ws: Workspace, customerId: string) {
  const { rows } = await tx.query<{ id: string; name: string }>(
    `select id, name from public.aide_client_customers where id = $1 and organization_id = $2`,
    [customerId, ws.organizationId],
  );
  const customer = rows[0];
  if (!customer) throw new HttpError(404, 'not_found', 'Customer not found.');
  return customer;
}

/** The catalogue by sku (sales lines name products by sku). */
export async function loadCatalog(
  tx: Queryable,
  ws: Workspace,
  day: string,
): Promise<Map<string, CatalogProduct>> {
  const { rows } = await tx.query<CatalogProduct>(
    `select i.id as product_id, i.sku, i.name, i.brand, i.category, i.price::float8 as price, i.quantity_on_hand,
            case when o.id is null then null
                 else json_build_object('id', o.id, 'title', o.title, 'discount_percent', o.discount_percent::float8)
            end as offer,
            case when o.id is null or i.price is null then null
                 else round(i.price * (100 - o.discount_percent) / 100, 2)::float8 end as offer_price
       from public.aide_inventory_items i
       left join lateral (
         select id, title, discount_percent from public.aide_offers
          where organization_id = $1 and starts_on <= $2::date and ends_on >= $2::date
            and ((target_type = 'brand' and lower(target_value) = lower(i.brand))
              or (target_type = 'category' and lower(target_value) = lower(i.category)))
          order by discount_percent desc, created_at limit 1
       ) o on true
      where i.organization_id = $1`,
    [ws.organizationId, day],
  );
  return new Map(rows.map((row) => [row.sku, row]));
}

export async function loadActiveOffers(tx: Queryable, ws: Workspace, day: string): Promise<ActiveOffer[]> {
  const { rows } = await tx.query<ActiveOffer>(
    `select id, title, target_type, target_value, discount_percent::float8 as discount_percent,
            to_char(ends_on, 'YYYY-MM-DD') as ends_on
       from public.aide_offers
      where organization_id = $1 and starts_on <= $2::date and ends_on >= $2::date
      order by discount_percent desc, created_at, id`,
    [ws.organizationId, day],
  );
  return rows;
}

// The indexed history per organization, reused while its sales lines are unchanged (a cheap count and latest
// insert time tell): every recommendation call would otherwise read and index every line again.
const CACHE_LIMIT = 16;
const cache = new Map<string, { signature: string; history: SalesHistory }>();

export async function loadSalesHistory(tx: Queryable, ws: Workspace): Promise<SalesHistory> {
  const { rows: stamps } = await tx.query<{ signature: string }>(
    `select count(*) || '/' || coalesce(max(created_at)::text, '') as signature
       from public.aide_sales_transactions where organization_id = $1`,
    [ws.organizationId],
  );
  const signature = stamps[0]?.signature ?? '';
  const cached = cache.get(ws.organizationId);
  if (cached?.signature === signature) return cached.history;

  const { rows } = await tx.query<{
    customer_id: string;
    sku: string;
    day: number;
    order_ref: string;
    quantity: number;
  }>(
    `select customer_id, trim(sku) as sku, (sold_at - date '1970-01-01')::int as day,
            coalesce(order_ref, '') as order_ref, quantity
       from public.aide_sales_transactions
      where organization_id = $1 and customer_id is not null and sku is not null and quantity > 0`,
    [ws.organizationId],
  );
  const lines: SaleLine[] = rows.map((row) => ({
    customerId: row.customer_id,
    sku: row.sku,
    day: row.day,
    orderRef: row.order_ref,
    quantity: row.quantity,
  }));
  const history = indexSalesHistory(lines);
  cache.delete(ws.organizationId);
  cache.set(ws.organizationId, { signature, history });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return history;
}
