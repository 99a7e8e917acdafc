import type { Queryable } from '../db/db.js';
import type { Workspace } from '../workspace/with-workspace.js';
import {
  countTotal,
  orderBy,
  pageWindow,
  searchPattern,
  withSearchPlan,
  type PagingQuery,
} from '../workspace/paging.js';
import { CUSTOMER_SEARCH_TEXT } from './customer-search-text.js';

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

/**
 * Runs as the API's role (withWorkspaceAsApi) with the caller's organization as the first condition: under
 * row-level security PostgreSQL may not use the trigram index for ILIKE (not leakproof), so the search would
 * scan every customer.
 */
export async function listCustomers(tx: Queryable, ws: Workspace, query: CustomersQuery) {
  const { page, pageSize, offset } = pageWindow(query);
  const pattern = searchPattern(query.search);
  const where = `organization_id = $1
    and ($2::text is null or ${CUSTOMER_SEARCH_TEXT('aide_client_customers')} ilike $2)
    and ($3::text is null or segment = $3)`;
  const params = [ws.organizationId, pattern, query.segment?.trim() || null];
  const total = await countTotal(tx, `public.aide_client_customers where ${where}`, params, pattern !== null);
  const order = orderBy(
    query.sort,
    { name: 'lower(name)', email: 'email', company: 'lower(company)', created_at: 'created_at' },
    'name',
  );
  const readPage = () =>
    tx.query(
      `select id, name, email, company, phone, segment, city, created_at
         from public.aide_client_customers where ${where}
        order by ${order} limit $4 offset $5`,
      [...params, pageSize, offset],
    );
  const { rows: items } = pattern
    ? await withSearchPlan(tx, `public.aide_client_customers where ${where}`, params, readPage)
    : await readPage();
  return { items, ...total, page, page_size: pageSize };
}
