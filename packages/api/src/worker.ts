// Production worker entry: `node dist/worker.js` runs the background jobs (jobs/) against DATABASE_URL in its
// own process, for deployments that keep them out of the API replicas (JOBS_WORKER=off there). Needs the
// same secrets as the API for the jobs that use them: TOKEN_ENCRYPTION_KEY (mailbox grants, ERP tokens),
// NYLAS_* (outreach through mailboxes), MERGE_API_KEY (ERP syncs through Merge), SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY (team invitations, mail intake's originals), NYLAS_INTAKE_GRANT_ID and
// INTAKE_EMAIL_DOMAIN (mail intake), LLM_* (extraction through a model).
import { parseAuthAdmin, parseLlmConfig, parseMergeConfig, parseNylasConfig } from './config.js';
import { createPgDb } from './db/pg-db.js';
import { startJobQueue } from './jobs/job-queue.js';
import { startJobWorker } from './jobs/job-worker.js';
import { mailIntakeFromEnv } from './features/purchase-orders/intake/mail/mail-intake-from-env.js';
import { createTokenCipher } from './secrets/token-cipher.js';

async function main(): Promise<void> {
  const connectionString = process.env.DATABASE_URL?.trim();
  if (!connectionString) {
    console.error('aide worker: the environment variable DATABASE_URL is not set.');
    process.exit(1);
  }
  const log = (level: string, message: string) =>
    console.log(JSON.stringify({ level, time: new Date().toISOString(), name: 'aide-worker', msg: message }));
  const cipher = process.env.TOKEN_ENCRYPTION_KEY
    ? createTokenCipher(Buffer.from(process.env.TOKEN_ENCRYPTION_KEY, 'base64'))
    : null;
  const db = createPgDb({ connectionString });
  const jobs = await startJobQueue({ connectionString }, (error) => log('error', `jobs: ${error.message}`));
  const nylas = parseNylasConfig(process.env);
  const supabaseUrl = process.env.SUPABASE_URL?.trim() ?? '';
  const worker = await startJobWorker(jobs, {
    db,
    mail: { outbox: null, nylas, cipher },
    erp: cipher && { db, cipher, merge: parseMergeConfig(process.env) },
    authAdmin: parseAuthAdmin(supabaseUrl, process.env),
    mailIntake: mailIntakeFromEnv(process.env, {
      db,
      supabaseUrl,
      nylas,
      cipher,
      llm: parseLlmConfig(process.env),
    }),
    onJob: (queue, outcome) => log(outcome === 'failed' ? 'warn' : 'info', `job ${queue} ${outcome}`),
  });
  log('info', 'worker started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal: stop waiting
    stopping = true;
    log('info', `${signal} received: finishing the jobs in hand`);
    await worker.stop();
    await jobs.stop({ graceful: true, wait: true, timeout: 30_000 });
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('aide worker: failed to start:', error);
  process.exit(1);
});
