// Create from text: what the pasted text gives (nothing saved), and the customer the member created from it.
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import { customerItemColumns, type CustomerItem } from '../customers/customer-item.js';
import { EMAIL_PATTERN } from '../notes/propose-changes.js';
import { todayUtc } from '../../workspace/today.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { missingFields, parseCustomerText } from './parse-customer-text.js';

const WHOLE_EMAIL = new RegExp(`^${EMAIL_PATTERN.source}$`, 'i');

export async function parseTextForWorkspace(tx: Queryable, ws: Workspace, text: string) {
  const { rows: segments } = await tx.query<{ segment: string }>(
    `select distinct segment from public.aide_client_customers where organization_id = $1 and segment is not null`,
    [ws.organizationId],
  );
  const fields = parseCustomerText(
    text,
    segments.map((row) => row.segment),
  );
  return { fields, missing: missingFields(fields), duplicate: await customerWithEmail(tx, ws, fields.email) };
}

async function customerWithEmail(tx: Queryable, ws: Workspace, email: string | null) {
  if (!email) return null;
  const { rows } = await tx.query<{ id: string; name: string }>(
    `select id, name from public.aide_client_customers where organization_id = $1 and email = $2`,
    [ws.organizationId, email.toLowerCase()],
  );
  return rows[0] ?? null;
}

export interface NewCustomer {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  job_title?: string | null;
  city?: string | null;
  segment?: string | null;
}

export async function createCustomer(tx: Queryable, ws: Workspace, input: NewCustomer) {
  const email = input.email.trim().toLowerCase();
  if (!WHOLE_EMAIL.test(email)) {
    throw new HttpError(400, 'invalid_request', `"${input.email}" is not a valid email address.`);
  }
  const name = input.name.trim();
  if (!name) throw new HttpError(400, 'invalid_request', 'Enter the customer’s name.');
  if (await customerWithEmail(tx, ws, email)) {
    throw new HttpError(409, 'duplicate_email', `A customer with the email ${email} already exists.`);
  }
  const optional = (value: string | null | undefined) => value?.trim() || null;
  const { rows } = await tx.query<CustomerItem>(
    `with created as (
       insert into public.aide_client_customers (organization_id, name, email, phone, company, job_title, city, segment)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       returning *)
     select ${customerItemColumns('$9')} from created c`,
    [
      ws.organizationId,
      name,
      email,
      optional(input.phone),
      optional(input.company),
      optional(input.job_title),
      optional(input.city),
      optional(input.segment),
      todayUtc(),
    ],
  );
  return rows[0]!;
}
