import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';

/** The acts counted against a limit per period (migration 20261128000900_usage_limits.sql). */
export type QuotaMetric = 'ai_questions' | 'emails' | 'intake_documents';

/** How a reached limit reads where the member acted, by metric: the limit and the period are filled in. */
const REACHED: Record<QuotaMetric, (limit: string, period: string) => string> = {
  ai_questions: (limit, period) =>
    `Your organization has used its ${limit} AI questions for ${period}. An owner can see usage under Usage.`,
  emails: (limit, period) =>
    `Your organization has sent its ${limit} emails for ${period}. An owner can see usage under Usage.`,
  intake_documents: (limit, period) =>
    `Your organization has read its ${limit} order documents for ${period}. An owner can see usage under Usage.`,
};

interface ConsumeRow {
  allowed: boolean;
  used: string;
  quota: string | null;
  resets_at: Date;
}

const periodName = (metric: QuotaMetric, resetsAt: Date) => {
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
  const limit = Number(row.quota);
  const resetsAt = new Date(row.resets_at);
  throw new HttpError(
    429,
    'quota_exceeded',
    REACHED[metric](limit.toLocaleString('en-US'), periodName(metric, resetsAt)),
    { metric, limit, used: Number(row.used), resets_at: resetsAt.toISOString() },
  );
}
