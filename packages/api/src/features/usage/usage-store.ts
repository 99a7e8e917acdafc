import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../../db/db.js';
import type { usageSchema } from './usage-schemas.js';

/** An organization's usage of a month and its limits (null: none), as the API sends it. */
export type Usage = FromSchema<typeof usageSchema>;
export type UsageLimits = Usage['limits'];

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The current month as `YYYY-MM` (UTC). */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/**
 * One organization's usage of `month` and its limits, from the counters the acts and the row triggers keep
 * (no scan of the organization's tables); Storage bytes from the objects' recorded sizes in its folders. Runs
 * as the API's role; null when there is no such organization.
 */
export async function loadUsage(tx: Queryable, organizationId: string, month: string): Promise<Usage | null> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `with period as (select ($2 || '-01')::date as start)
     select o.id as organization_id, o.aide_plan as plan,
            (select count(*) from public.aide_members m where m.organization_id = o.id) as members,
            (select coalesce(jsonb_object_agg(c.table_name, c.row_count), '{}'::jsonb)
               from aide_private.organization_row_counts c where c.organization_id = o.id) as held,
            (select coalesce(jsonb_object_agg(metric, used), '{}'::jsonb) from (
               select u.metric, sum(u.used) as used from aide_private.usage_counters u, period
                where u.organization_id = o.id and u.period_start >= period.start
                  and u.period_start < period.start + interval '1 month'
                group by u.metric) m) as counted,
            (select coalesce(sum(u.used), 0) from aide_private.usage_counters u
              where u.organization_id = o.id and u.metric = 'emails'
                and u.period_start = (now() at time zone 'UTC')::date) as emails_today,
            (select coalesce(sum((s.metadata ->> 'size')::bigint), 0) from storage.objects s
              where s.name like o.id::text || '/%') as storage_bytes,
            to_jsonb(l) as limits
       from public.aide_organizations o
       cross join lateral aide_private.organization_limits_of(o.id) l
      where o.id = $1::uuid`,
    [organizationId, month],
  );
  const row = rows[0];
  if (!row) return null;
  const held = row.held as Record<string, number>;
  const counted = row.counted as Record<string, number>;
  const limits = row.limits as Record<keyof UsageLimits, unknown>;
  return {
    organization_id: String(row.organization_id),
    plan: row.plan === 'inbound' ? 'inbound' : 'outbound',
    month,
    members: Number(row.members),
    customers: Number(held.aide_client_customers ?? 0),
    inventory_items: Number(held.aide_inventory_items ?? 0),
    sales_lines: Number(held.aide_sales_transactions ?? 0),
    purchase_orders: Number(held.aide_purchase_orders ?? 0),
    ai_questions: Number(counted.ai_questions ?? 0),
    emails: Number(counted.emails ?? 0),
    emails_today: Number(row.emails_today),
    intake_documents: Number(counted.intake_documents ?? 0),
    storage_bytes: Number(row.storage_bytes),
    limits: {
      ai_questions_per_month: toNumber(limits.ai_questions_per_month),
      emails_per_day: toNumber(limits.emails_per_day),
      intake_documents_per_month: toNumber(limits.intake_documents_per_month),
      storage_bytes: toNumber(limits.storage_bytes),
      members: toNumber(limits.members),
    },
  };
}
