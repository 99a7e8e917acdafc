import type { Queryable } from '../../db/db.js';
import { dateTimeString, objectOf } from '../../http/schema-fragments.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { listPage, orderBy, pageWindow, searchPattern, type PagingQuery } from '../../workspace/paging.js';
import { basicCustomerProperties, type BasicCustomer } from './customer-item.js';
import { CUSTOMER_SEARCH_TEXT } from './customer-search-text.js';

export const CUSTOMER_SORT_FIELDS = ['name', 'email', 'company', 'created_at'] as const;

export interface CustomersQuery extends PagingQuery {
  segment?: string;
}

export const customerSchema = objectOf({ ...basicCustomerProperties, created_at: dateTimeString });

/** A row of GET /api/customers (customerSchema). */
export interface CustomerListItem extends BasicCustomer {
  created_at: string | Date;
}

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
  const sort = query.sort ?? 'name';
  const result = await listPage<CustomerListItem>(
    tx,
    {
      columns: 'id, name, email, company, phone, segment, city, created_at',
      table: 'public.aide_client_customers',
      alias: 'aide_client_customers',
      where,
      order: orderBy(
        sort,
        { name: 'lower(name)', email: 'email', company: 'lower(company)', created_at: 'created_at' },
        'name',
      ),
      params: [ws.organizationId, pattern, query.segment?.trim() || null],
      pageSize,
      offset,
      firstRows: sort === 'name' ? firstByName('aide_client_customers') : undefined,
    },
    pattern !== null,
  );
  return { ...result, page, page_size: pageSize };
}

/**
 * The default order (by name) is the organization's name index: the first `rows` customers in it, for a search
 * that looks for its page there first (searchPage).
 */
export const firstByName = (alias: string) => (rows: number) =>
  `(select w.*, lower(w.name) as walk_key from public.aide_client_customers w
     where w.organization_id = $1 order by lower(w.name), w.id limit ${rows}) ${alias}`;
