// The customer as My Customers lists it (search results, a created customer) and as its detail page shows it.
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import { dateTimeString, nullableString, objectOf, uuidString } from '../../http/schema-fragments.js';
import type { Workspace } from '../../workspace/with-workspace.js';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

/** The fields every customer shape starts with: all that GET /api/customers lists (with created_at). */
export const basicCustomerProperties = {
  id: uuidString,
  name: { type: 'string' },
  email: nullableString,
  company: nullableString,
  phone: nullableString,
  segment: nullableString,
  city: nullableString,
} as const;

export interface BasicCustomer {
  id: string;
  name: string;
  email: string | null;
  company: string | null;
  phone: string | null;
  segment: string | null;
  city: string | null;
}

/** The contact fields both shapes below share. */
const contactProperties = {
  ...basicCustomerProperties,
  job_title: nullableString,
  follow_up_on: nullableString,
} as const;

interface CustomerContact extends BasicCustomer {
  job_title: string | null;
  follow_up_on: string | null;
}

export const customerItemSchema = objectOf({
  ...contactProperties,
  last_order_on: nullableString,
  order_count: { type: 'integer' },
  revenue_12m: { type: 'number' },
  lifetime_revenue: { type: 'number' },
  at_risk: { type: 'boolean' },
});

export interface CustomerItem extends CustomerContact {
  last_order_on: string | null;
  order_count: number;
  revenue_12m: number;
  lifetime_revenue: number;
  at_risk: boolean;
}

/** The list item's columns of `public.aide_client_customers c`; `today` is the SQL parameter holding today. */
export const customerItemColumns = (today: string) => `c.id, c.name, c.email, c.company, c.phone, c.segment,
  c.city, c.job_title, to_char(c.last_order_on, 'YYYY-MM-DD') as last_order_on, c.order_count,
  c.revenue_12m::float8 as revenue_12m, c.lifetime_revenue::float8 as lifetime_revenue,
  aide_private.customer_at_risk(c.last_order_on, c.order_count, c.average_gap_days, ${today}::date) as at_risk,
  to_char(c.follow_up_on, 'YYYY-MM-DD') as follow_up_on`;

export const customerRecordSchema = objectOf({
  ...contactProperties,
  interests: { type: 'array', items: { type: 'string' } },
  created_at: dateTimeString,
  updated_at: dateTimeString,
});

export interface CustomerRecord extends CustomerContact {
  interests: string[];
  created_at: Date | string;
  updated_at: Date | string;
}

/** The organization's customer (locked for update when asked), or 404: another organization's id is never leaked. */
export async function loadCustomerRecord(
  tx: Queryable,
  ws: Workspace,
  customerId: string,
  { forUpdate = false } = {},
): Promise<CustomerRecord> {
  const { rows } = await tx.query<CustomerRecord>(
    `select id, name, email, company, phone, segment, city, job_title,
            to_char(follow_up_on, 'YYYY-MM-DD') as follow_up_on, interests, created_at, updated_at
       from public.aide_client_customers
      where organization_id = $1 and id = $2${forUpdate ? ' for update' : ''}`,
    [ws.organizationId, customerId],
  );
  const customer = rows[0];
  if (!customer) throw new HttpError(404, 'not_found', CUSTOMER_NOT_FOUND);
  return customer;
}
