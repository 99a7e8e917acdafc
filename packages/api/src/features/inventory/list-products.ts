import type { Queryable } from '../../db/db.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { orderBy, pageWindow, searchPattern, type PagingQuery } from '../../workspace/paging.js';

export const PRODUCT_SORT_FIELDS = ['name', 'sku', 'brand', 'category', 'price', 'quantity_on_hand'] as const;
/** `low` is 1–10 on hand; the three stock filters split the catalogue without overlap. */
export const LOW_STOCK_MAX = 10;

export interface ProductsQuery extends PagingQuery {
  brand?: string;
  category?: string;
  stock?: 'in' | 'low' | 'out';
}

const money = { type: ['number', 'null'] } as const;
export const productSchema = {
  type: 'object',
  required: ['id', 'sku', 'name', 'brand', 'category', 'price', 'quantity_on_hand', 'offer', 'offer_price'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    sku: { type: 'string' },
    name: { type: 'string' },
    brand: { type: ['string', 'null'] },
    category: { type: ['string', 'null'] },
    price: money,
    quantity_on_hand: { type: 'integer' },
    offer: {
      type: ['object', 'null'],
      required: ['id', 'title', 'discount_percent'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        title: { type: 'string' },
        discount_percent: { type: 'number' },
      },
    },
    offer_price: { ...money, description: 'Price after the offer; null without an offer or a price' },
  },
} as const;

const STOCK: Record<string, string> = {
  in: `quantity_on_hand > ${LOW_STOCK_MAX}`,
  low: `quantity_on_hand between 1 and ${LOW_STOCK_MAX}`,
  out: 'quantity_on_hand <= 0',
};

export async function listProducts(tx: Queryable, ws: Workspace, query: ProductsQuery, today: string) {
  const { page, pageSize, offset } = pageWindow(query);
  const where = `organization_id = $1
    and ($2::text is null or id in (select aide_private.search_product_ids($1, $2)))
    and ($3::text is null or brand = $3)
    and ($4::text is null or category = $4)
    ${query.stock ? `and ${STOCK[query.stock]}` : ''}`;
  const params = [
    ws.organizationId,
    searchPattern(query.search),
    query.brand || null,
    query.category || null,
  ];
  const { rows: totals } = await tx.query<{ total: number }>(
    `select count(*)::int as total from public.aide_inventory_items where ${where}`,
    params,
  );
  const order = orderBy(
    query.sort,
    {
      name: 'lower(name)',
      sku: 'sku',
      brand: 'lower(brand)',
      category: 'lower(category)',
      price: 'price',
      quantity_on_hand: 'quantity_on_hand',
    },
    'name',
  );
  const { rows: items } = await tx.query(
    `select i.id, i.sku, i.name, i.brand, i.category, i.price::float8 as price, i.quantity_on_hand,
            case when o.offer_id is null then null
                 else json_build_object('id', o.offer_id, 'title', o.offer_title,
                                        'discount_percent', o.offer_discount::float8)
            end as offer,
            case when o.offer_id is null or i.price is null then null
                 else round(i.price * (100 - o.offer_discount) / 100, 2)::float8 end as offer_price
       from (select * from public.aide_inventory_items where ${where}
              order by ${order} limit $5 offset $6) i
       left join lateral (
         select id as offer_id, title as offer_title, discount_percent as offer_discount from public.aide_offers
          where organization_id = $1 and starts_on <= $7::date and ends_on >= $7::date
            and ((target_type = 'brand' and lower(target_value) = lower(i.brand))
              or (target_type = 'category' and lower(target_value) = lower(i.category)))
          order by discount_percent desc, created_at limit 1
       ) o on true
      order by ${order}`,
    [...params, pageSize, offset, today],
  );
  return { items, total: totals[0]?.total ?? 0, page, page_size: pageSize };
}

export async function productFacets(tx: Queryable, ws: Workspace) {
  const { rows } = await tx.query<{ brands: string[] | null; categories: string[] | null }>(
    `select (select array_agg(distinct brand order by brand) from public.aide_inventory_items
              where organization_id = $1 and brand is not null) as brands,
            (select array_agg(distinct category order by category) from public.aide_inventory_items
              where organization_id = $1 and category is not null) as categories`,
    [ws.organizationId],
  );
  return { brands: rows[0]?.brands ?? [], categories: rows[0]?.categories ?? [] };
}
