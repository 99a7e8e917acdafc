import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import { todayUtc } from '../../workspace/today.js';
import type { Workspace } from '../../workspace/with-workspace.js';

export interface OutreachCustomer {
  id: string;
  name: string;
  email: string | null;
}

export interface OutreachProduct {
  id: string;
  sku: string;
  name: string;
  price: number | null;
  /** The best current offer on the product's brand or category, if any. */
  discount_percent: number | null;
}

export interface OutreachOffer {
  id: string;
  title: string;
  discount_percent: number;
  ends_on: string;
}

export interface Recipient {
  customer_id: string;
  name: string;
  email: string;
}

/** At most this many recipients per brand/category send. */
export const MAX_RECIPIENTS = 500;

// The best active offer on a product's brand or category ($2 = today); `p` is the product row.
const BEST_DISCOUNT = `(select max(o.discount_percent)::float8 from public.aide_offers o
   where o.organization_id = p.organization_id and o.starts_on <= $2::date and o.ends_on >= $2::date
     and ((o.target_type = 'brand' and lower(o.target_value) = lower(p.brand))
       or (o.target_type = 'category' and lower(o.target_value) = lower(p.category))))`;

export async function loadCustomer(tx: Queryable, ws: Workspace, id: string): Promise<OutreachCustomer> {
  const { rows } = await tx.query<OutreachCustomer>(
    `select id, name, email from public.aide_client_customers where id = $1 and organization_id = $2`,
    [id, ws.organizationId],
  );
  if (!rows[0]) throw new HttpError(404, 'not_found', 'Customer not found.');
  return rows[0];
}

/** The products in the order asked for; 404 when any is not the organization's. */
export async function loadProducts(
  tx: Queryable,
  ws: Workspace,
  ids: readonly string[],
): Promise<OutreachProduct[]> {
  const { rows } = await tx.query<OutreachProduct>(
    `select p.id, p.sku, p.name, p.price::float8 as price, ${BEST_DISCOUNT} as discount_percent
       from public.aide_inventory_items p
      where p.organization_id = $1 and p.id = any($3::uuid[])`,
    [ws.organizationId, todayUtc(), [...new Set(ids)]],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const product = byId.get(id);
    if (!product) throw new HttpError(404, 'not_found', 'Product not found.');
    return product;
  });
}

/** The given offer (404 when not the organization's), else the best active one on the target, else null. */
export async function loadOffer(
  tx: Queryable,
  ws: Workspace,
  target: { target_type: string; target_value: string; offer_id?: string },
): Promise<OutreachOffer | null> {
  const columns = `id, title, discount_percent::float8 as discount_percent, to_char(ends_on, 'YYYY-MM-DD') as ends_on`;
  if (target.offer_id) {
    const { rows } = await tx.query<OutreachOffer>(
      `select ${columns} from public.aide_offers where id = $1 and organization_id = $2`,
      [target.offer_id, ws.organizationId],
    );
    if (!rows[0]) throw new HttpError(404, 'not_found', 'Offer not found.');
    return rows[0];
  }
  const { rows } = await tx.query<OutreachOffer>(
    `select ${columns} from public.aide_offers
      where organization_id = $1 and starts_on <= $2::date and ends_on >= $2::date
        and target_type = $3 and lower(target_value) = lower($4)
      order by discount_percent desc, ends_on limit 1`,
    [ws.organizationId, todayUtc(), target.target_type, target.target_value],
  );
  return rows[0] ?? null;
}

/** Up to `limit` in-stock products of the brand or category, best sellers of the last year first. */
export async function loadTargetProducts(
  tx: Queryable,
  ws: Workspace,
  target: { target_type: 'brand' | 'category'; target_value: string },
  limit = 5,
): Promise<OutreachProduct[]> {
  const { rows } = await tx.query<OutreachProduct>(
    `select p.id, p.sku, p.name, p.price::float8 as price, ${BEST_DISCOUNT} as discount_percent
       from public.aide_inventory_items p
      where p.organization_id = $1 and p.quantity_on_hand > 0
        and lower(${target.target_type === 'brand' ? 'p.brand' : 'p.category'}) = lower($3)
      order by (select coalesce(sum(s.quantity), 0) from public.aide_sales_transactions s
                 where s.organization_id = p.organization_id and s.sku = p.sku
                   and s.sold_at >= $2::date - 365) desc, lower(p.name)
      limit $4`,
    [ws.organizationId, todayUtc(), target.target_value, limit],
  );
  return rows;
}

/**
 * Customers of the segment (every segment when absent) with an email who bought the brand or category in the
 * last 365 days, by name, at most MAX_RECIPIENTS.
 */
export async function findRecipients(
  tx: Queryable,
  ws: Workspace,
  target: { target_type: 'brand' | 'category'; target_value: string; segment?: string },
): Promise<Recipient[]> {
  const { rows } = await tx.query<Recipient>(
    `select c.id as customer_id, c.name, c.email
       from public.aide_client_customers c
      where c.organization_id = $1 and c.email is not null
        and ($3::text is null or lower(c.segment) = lower($3::text))
        and exists (
          select 1 from public.aide_sales_transactions s
            join public.aide_inventory_items p on p.organization_id = s.organization_id and p.sku = s.sku
           where s.organization_id = $1 and s.customer_id = c.id and s.sold_at >= $2::date - 365
             and lower(${target.target_type === 'brand' ? 'p.brand' : 'p.category'}) = lower($4))
      order by lower(c.name), c.id
      limit $5`,
    [ws.organizationId, todayUtc(), target.segment ?? null, target.target_value, MAX_RECIPIENTS],
  );
  return rows;
}
