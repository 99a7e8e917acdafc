import type PgBoss from 'pg-boss';
import type { Db } from '../db/db.js';
import type { SyncDeps } from '../features/erp/erp-sync.js';
import type { MailSetup } from '../mail/choose-mailer.js';
import { takeInMail, type MailIntakeDeps } from '../features/purchase-orders/intake/mail/take-in-mail.js';
import type { AuthAdmin } from '../features/team/auth-admin.js';
import { refreshAllCustomerStats, refreshDueCustomerStats } from './customer-stats-jobs.js';
import { queueDueErpSyncs, runScheduledErpSync, type ErpScan, type ErpSyncJob } from './erp-sync-jobs.js';
import { sendQueuedEmail } from './outbound-email-job.js';
import { ensureQueues, QUEUE, SCHEDULES } from './queues.js';
import { sendTeamInvitation, type TeamInvitationJob } from './team-invitation-job.js';
import { runPlatformExport, type PlatformExportJob } from '../features/platform/export-organization.js';
import { sendUsageWarnings } from '../features/usage/usage-warnings.js';
import { systemMailerFrom, type SystemMailer } from '../features/usage/system-mailer.js';

/** How often pg-boss checks whether workers it told to stop have ended (its manager's offWork). */
const PG_BOSS_STOP_CHECK_MS = 1000;

export interface JobWorkerDeps {
  db: Db;
  mail: MailSetup;
  /** The auth server's admin API (invitations); null: invitations are marked failed with the reason. */
  authAdmin: AuthAdmin | null;
  /** ERP syncs need the token cipher; without one the ERP jobs are not run by this worker. */
  erp: SyncDeps | null;
  /** Mail intake's mailboxes and Storage access; null: emails are not taken in by this worker. */
  mailIntake?: MailIntakeDeps | null;
  /** Aide's own sender (usage warnings); when absent, systemMailerFrom reads it from `mail` and the env. */
  systemMail?: SystemMailer | null;
  /** Seconds between polls of each queue (pg-boss default 2). */
  pollingIntervalSeconds?: number;
  /** Told about every finished job, e.g. to count it in metrics. */
  onJob?: (queue: string, outcome: 'completed' | 'failed') => void;
}

export interface JobWorker {
  running(): boolean;
  /** Stops fetching, waits for the jobs in hand (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Runs the product's background work on a started queue: in every API replica, in its own process
 * (dist/worker.js) or in the embedded backend. Any number of workers may run; pg-boss hands each job to one.
 */
export async function startJobWorker(boss: PgBoss, deps: JobWorkerDeps): Promise<JobWorker> {
  await ensureQueues(boss);
  const poll = { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 };
  /**
   * Jobs of a fetched batch are settled one by one: a failure fails (and retries) only its own job, the rest
   * complete when the handler returns.
   */
  const each =
    <J extends { id: string }>(queue: string, handler: (job: J) => Promise<void>) =>
    async (jobs: J[]) => {
      for (const job of jobs) {
        try {
          await handler(job);
          deps.onJob?.(queue, 'completed');
        } catch (error) {
          deps.onJob?.(queue, 'failed');
          await boss.fail(queue, job.id, { message: (error as Error).message });
        }
      }
    };

  // Up to 20 emails per poll, so a 500-recipient offer goes out in seconds, not minutes.
  await boss.work<{ emailId: string }>(
    QUEUE.outboundEmail,
    { ...poll, includeMetadata: true, batchSize: 20 },
    each(QUEUE.outboundEmail, (job: PgBoss.JobWithMetadata<{ emailId: string }>) =>
      sendQueuedEmail(deps.db, deps.mail, job),
    ),
  );
  await boss.work<TeamInvitationJob>(
    QUEUE.teamInvitation,
    { ...poll, includeMetadata: true },
    each(QUEUE.teamInvitation, (job: PgBoss.JobWithMetadata<TeamInvitationJob>) =>
      sendTeamInvitation(deps.db, deps.authAdmin, job),
    ),
  );
  await boss.work(
    QUEUE.customerStats,
    poll,
    each(QUEUE.customerStats, async () => void (await refreshDueCustomerStats(deps.db))),
  );
  await boss.work(
    QUEUE.customerStatsDaily,
    poll,
    each(QUEUE.customerStatsDaily, () => refreshAllCustomerStats(deps.db)),
  );
  // Exports read and store files with the same service role key as invitations.
  const admin = deps.authAdmin;
  await boss.work<PlatformExportJob>(
    QUEUE.platformExport,
    poll,
    each(QUEUE.platformExport, (job: PgBoss.Job<PlatformExportJob>) =>
      runPlatformExport(
        deps.db,
        admin && { url: admin.supabaseUrl, serviceRoleKey: admin.serviceRoleKey },
        job.data,
      ),
    ),
  );
  const erp = deps.erp;
  if (erp) {
    await boss.work<ErpScan>(
      QUEUE.erpSyncDue,
      poll,
      each(
        QUEUE.erpSyncDue,
        async (job: PgBoss.Job<ErpScan>) => void (await queueDueErpSyncs(deps.db, boss, job.data)),
      ),
    );
    await boss.work<ErpSyncJob>(
      QUEUE.erpSync,
      poll,
      each(QUEUE.erpSync, (job: PgBoss.Job<ErpSyncJob>) => runScheduledErpSync(erp, job.data)),
    );
  }
  const mailIntake = deps.mailIntake;
  if (mailIntake) {
    await boss.work(
      QUEUE.mailIntake,
      poll,
      each(QUEUE.mailIntake, async () => void (await takeInMail(mailIntake))),
    );
  }
  const systemMail =
    deps.systemMail !== undefined ? deps.systemMail : systemMailerFrom(deps.mail, process.env);
  if (systemMail) {
    await boss.work(
      QUEUE.usageWarnings,
      poll,
      each(QUEUE.usageWarnings, async () => void (await sendUsageWarnings(deps.db, systemMail))),
    );
  }
  for (const { queue, cron } of SCHEDULES) await boss.schedule(queue, cron, {}, { tz: 'UTC' });

  let stopped = false;
  return {
    running: () => !stopped,
    async stop() {
      stopped = true;
      await Promise.all(Object.values(QUEUE).map((queue) => boss.offWork(queue)));
      // pg-boss's offWork returns at once and checks every second, in the background, whether its workers
      // ended; waiting one check lets that loop finish while the database and the process (or a test's
      // module registry) are still there, instead of it timing out against them after this stop returned.
      await new Promise((resolve) => setTimeout(resolve, PG_BOSS_STOP_CHECK_MS + 100));
    },
  };
}
