import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';

/** The acts counted against a limit per period (migration 20261128000900_usage_limits.sql). */
export type QuotaMetric = 'ai_questions' | 'emails' | 'intake_documents';

/** How a reached limit reads where the member acted, by metric: the limit (counted) and the period are filled in. */
const REACHED: Record<QuotaMetric, (limit: number, period: string) => string> = {
  ai_questions: (limit, period) =>
    `Your organization has used its ${counted(limit, 'AI question')} for ${period}. An owner can see usage under Usage.`,
  emails: (limit, period) =>
    `Your organization has sent its ${counted(limit, 'email')} for ${period}. An owner can see usage under Usage.`,
  intake_documents: (limit, period) =>
    `Your organization has read its ${counted(limit, 'order document')} for ${period}. An owner can see usage under Usage.`,
};

/** "2,000 AI questions", "1 AI question". */
const counted = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

interface ConsumeRow {
  allowed: boolean;
  used: string;
  quota: string | null;
  resets_at: Date;
}

export const periodName = (metric: QuotaMetric, resetsAt: Date) => {
  const start = new Date(resetsAt.getTime() - 1);
  return metric === 'emails'
    ? start.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' })
    : start.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long' });
};

/**
 * Counts `amount` acts of `metric` for the organization in the caller's transaction (run as the API's role),
 * or refuses with 429 quota_exceeded naming the limit, the period's use and its reset. Exact under concurrency
 * and undone with the transaction: an act that fails later is not counted.
 */
export async function consumeQuota(
  tx: Queryable,
  organizationId: string,
  metric: QuotaMetric,
  amount = 1,
): Promise<void> {
  if (amount <= 0) return;
  const { rows } = await tx.query<ConsumeRow>(
    'select * from aide_private.consume_quota($1::uuid, $2, $3::integer)',
    [organizationId, metric, amount],
  );
  const row = rows[0];
  if (!row || row.allowed) return;
  throw reached(metric, row);
}

function reached(metric: QuotaMetric, row: Pick<ConsumeRow, 'used' | 'quota' | 'resets_at'>): HttpError {
  const limit = Number(row.quota);
  const resetsAt = new Date(row.resets_at);
  return new HttpError(429, 'quota_exceeded', REACHED[metric](limit, periodName(metric, resetsAt)), {
    metric,
    limit,
    used: Number(row.used),
    resets_at: resetsAt.toISOString(),
  });
}

/**
 * Refuses (the same 429 as consumeQuota) when `amount` more acts would pass the limit, counting nothing: a
 * request of several acts is refused whole before any is done. consumeQuota, as each act is written, stays the
 * exact guard under concurrency.
 */
export async function assertQuotaRoom(
  tx: Queryable,
  organizationId: string,
  metric: QuotaMetric,
  amount: number,
): Promise<void> {
  if (amount <= 0) return;
  const { rows } = await tx.query<ConsumeRow>(
    `select coalesce(c.used, 0) as used, l.quota, p.resets_at
       from aide_private.usage_period($2) p
       cross join (select case $2 when 'ai_questions' then x.ai_questions_per_month
                                  when 'emails' then x.emails_per_day
                                  else x.intake_documents_per_month end as quota
                     from aide_private.organization_limits_of($1::uuid) x) l
       left join aide_private.usage_counters c
         on c.organization_id = $1::uuid and c.metric = $2 and c.period_start = p.period_start`,
    [organizationId, metric],
  );
  const row = rows[0];
  if (row && row.quota !== null && Number(row.used) + amount > Number(row.quota)) throw reached(metric, row);
}

/** Bytes the organization holds in Storage: the recorded sizes of the objects under its folder. */
export async function storageBytesOf(tx: Queryable, organizationId: string): Promise<number> {
  const { rows } = await tx.query<{ bytes: string }>(
    `select coalesce(sum((s.metadata ->> 'size')::bigint), 0) as bytes from storage.objects s
      where s.name like $1::text || '/%'`,
    [organizationId],
  );
  return Number(rows[0]?.bytes ?? 0);
}

const gigabytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toLocaleString('en-US', { maximumFractionDigits: 1 })} GB`
    : `${(bytes / 1024 ** 2).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

/**
 * Refuses with 429 quota_exceeded (metric storage_bytes, no reset) a file of `bytes` that would take the
 * organization past its Storage limit. Checked by the API before it stores an original: Storage itself does not
 * enforce it, and two uploads at the same moment may both pass with the last few bytes.
 */
export async function assertStorageRoom(tx: Queryable, organizationId: string, bytes: number): Promise<void> {
  const { rows } = await tx.query<{ quota: string | null }>(
    'select storage_bytes as quota from aide_private.organization_limits_of($1::uuid)',
    [organizationId],
  );
  const quota = rows[0]?.quota;
  if (quota === null || quota === undefined) return;
  const limit = Number(quota);
  const used = await storageBytesOf(tx, organizationId);
  if (used + bytes <= limit) return;
  throw new HttpError(
    429,
    'quota_exceeded',
    `Your organization has used its ${gigabytes(limit)} of storage: this document does not fit. ` +
      'An owner can see usage under Usage.',
    { metric: 'storage_bytes', limit, used },
  );
}
