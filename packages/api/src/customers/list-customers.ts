import type { Queryable } from '../db/db.js';
import type { Workspace } from '../workspace/with-workspace.js';
import { orderBy, pageWindow, searchPattern, type PagingQuery } from '../workspace/paging.js';

export const CUSTOMER_SORT_FIELDS = ['name', 'email', 'company', 'created_at'] as const;

export interface CustomersQuery extends PagingQuery {
  segment?: string;
}

export const customerSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'company', 'phone', 'segment', 'city', 'created_at'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    email: { type: ['string', 'null'] },
    company: { type: ['string', 'null'] },
    phone: { type: ['string', 'null'] },
    segment: { type: ['string', 'null'] },
    city: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export async function listCustomers(tx: Queryable, ws: Workspace, query: CustomersQuery) {
  const { page, pageSize, offset } = pageWindow(query);
  const where = `organization_id = $1
    and ($2::text is null or id in (select aide_private.search_customer_ids($1, $2)))
    and ($3::text is null or segment = $3)`;
  const params = [ws.organizationId, searchPattern(query.search), query.segment?.trim() || null];
  const { rows: totals } = await tx.query<{ total: number }>(
    `select count(*)::int as total from public.aide_client_customers where ${where}`,
    params,
  );
  const order = orderBy(
    query.sort,
    { name: 'lower(name)', email: 'email', company: 'lower(company)', created_at: 'created_at' },
    'name',
  );
  const { rows: items } = await tx.query(
    `select id, name, email, company, phone, segment, city, created_at
       from public.aide_client_customers where ${where}
      order by ${order} limit $4 offset $5`,
    [...params, pageSize, offset],
  );
  return { items, total: totals[0]?.total ?? 0, page, page_size: pageSize };
}
