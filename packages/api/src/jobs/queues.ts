import type PgBoss from 'pg-boss';

/** The queues of the product's background work, with how each retries. */
export const QUEUE = {
  /** One team invitation email (aide_members row id of the pending member). */
  teamInvitation: 'team-invitation',
  /** One queued outreach email (aide_outreach_emails row id). */
  outboundEmail: 'outbound-email',
  /** Hourly: queues a sync of every connected ERP whose sync_frequency says it is due. */
  erpSyncDue: 'erp-sync-due',
  /** One ERP connection's sync; at most one queued and one running per connection. */
  erpSync: 'erp-sync',
  /** Every minute: customer statistics of organizations whose sales changed. */
  customerStats: 'customer-stats',
  /** Daily: every organization's statistics (revenue of the last 365 days moves with the date). */
  customerStatsDaily: 'customer-stats-daily',
  /** Every minute, and at once when the local mail catcher delivers: emails to the intake mailboxes. */
  mailIntake: 'mail-intake',
  /** One export of an organization's data (aide_platform_exports row id), asked for by a platform operator. */
  platformExport: 'platform-export',
  /** Every 10 minutes: owners emailed once per limit and period when 80% of it is used. */
  usageWarnings: 'usage-warnings',
} as const;

export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

/** What routes that queue work answer (503) when this process has no job queue. */
export const JOBS_UNAVAILABLE_MESSAGE =
  'Sending email is not available right now (background jobs are not running). Try again later.';

/** Provider hiccups are retried with exponential backoff: 10 s, 20 s, 40 s, … up to 6 attempts. */
export const EMAIL_RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;

const QUEUES: PgBoss.Queue[] = [
  { name: QUEUE.outboundEmail, policy: 'standard', ...EMAIL_RETRY, expireInSeconds: 120 },
  { name: QUEUE.teamInvitation, policy: 'standard', ...EMAIL_RETRY, expireInSeconds: 120 },
  { name: QUEUE.erpSyncDue, policy: 'singleton', retryLimit: 2, expireInSeconds: 300 },
  { name: QUEUE.erpSync, policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
  { name: QUEUE.customerStats, policy: 'singleton', retryLimit: 1, expireInSeconds: 300 },
  { name: QUEUE.customerStatsDaily, policy: 'singleton', retryLimit: 2, expireInSeconds: 1800 },
  // One run at a time, and one more queued behind it when mail arrives during a run.
  { name: QUEUE.mailIntake, policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
  { name: QUEUE.platformExport, policy: 'standard', retryLimit: 1, expireInSeconds: 1800 },
  { name: QUEUE.usageWarnings, policy: 'singleton', retryLimit: 1, expireInSeconds: 300 },
];

/** Creates the queues that are missing; every process may, at the same time (pg-boss ignores duplicates). */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  for (const queue of QUEUES) await boss.createQueue(queue.name, queue);
}

/** When the recurring jobs run (UTC); pg-boss lets one process send each occurrence. */
export const SCHEDULES: { queue: QueueName; cron: string }[] = [
  { queue: QUEUE.erpSyncDue, cron: '5 * * * *' },
  { queue: QUEUE.customerStats, cron: '* * * * *' },
  { queue: QUEUE.customerStatsDaily, cron: '30 2 * * *' },
  { queue: QUEUE.mailIntake, cron: '* * * * *' },
  { queue: QUEUE.usageWarnings, cron: '*/10 * * * *' },
];
