// Production entry: the API against real PostgreSQL (DATABASE_URL), verifying tokens of the Supabase project
// at SUPABASE_URL. Nothing else is required.
import { createTokenCipher } from './secrets/token-cipher.js';
import { buildApi } from './app.js';
import {
  parseAllowedOrigins,
  parseAuthAdmin,
  parseDatabasePool,
  parseReadReplica,
  parseRateLimits,
  parseLlmConfig,
  parseMergeConfig,
  parseNylasConfig,
  parsePort,
  parsePublicApiUrl,
  type DatabasePoolConfig,
  type LlmConfig,
  type MergeConfig,
  type NylasConfig,
  type RateLimits,
  type ReadReplicaConfig,
} from './config.js';
import { createPgDb } from './db/pg-db.js';
import { createReplicatedDb } from './db/replicated-db.js';
import { startJobQueue } from './jobs/job-queue.js';
import { startJobWorker } from './jobs/job-worker.js';
import { mailIntakeFromEnv } from './features/purchase-orders/intake/mail/mail-intake-from-env.js';
import { createMetrics } from './observability/metrics.js';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(
      `aide api: the environment variable ${name} is not set. ` +
        'Set DATABASE_URL (PostgreSQL connection string) and SUPABASE_URL (https://<project>.supabase.co).',
    );
    process.exit(1);
  }
  return value;
}

async function main(): Promise<void> {
  const databaseUrl = required('DATABASE_URL');
  const supabaseUrl = required('SUPABASE_URL');
  let port: number;
  let nylas: NylasConfig | null;
  let publicApiUrl: string | undefined;
  let merge: MergeConfig | null;
  let llm: LlmConfig | null;
  let pool: DatabasePoolConfig;
  let readReplica: ReadReplicaConfig | null;
  let rateLimits: RateLimits;
  try {
    port = parsePort('PORT', process.env.PORT, 5000);
    nylas = parseNylasConfig(process.env);
    publicApiUrl = parsePublicApiUrl(process.env.PUBLIC_API_URL);
    merge = parseMergeConfig(process.env);
    llm = parseLlmConfig(process.env);
    pool = parseDatabasePool(process.env);
    readReplica = parseReadReplica(process.env);
    rateLimits = parseRateLimits(process.env);
    // Nylas only redirects to a registered callback URL, so it must not depend on proxy headers.
    if (nylas && !publicApiUrl) throw new Error('PUBLIC_API_URL must be set when NYLAS_CLIENT_ID is set.');
  } catch (error) {
    console.error(`aide api: ${(error as Error).message}`);
    process.exit(1);
  }
  const primary = createPgDb({ connectionString: databaseUrl, ...pool });
  const db = readReplica
    ? createReplicatedDb(primary, createPgDb({ connectionString: readReplica.url, ...pool }), {
        onReplicaUnavailable: (error) =>
          logError(`read replica unavailable, reading from the primary: ${(error as Error).message}`),
      })
    : primary;
  const tokenCipher = process.env.TOKEN_ENCRYPTION_KEY
    ? createTokenCipher(Buffer.from(process.env.TOKEN_ENCRYPTION_KEY, 'base64'))
    : null;
  const metrics = createMetrics();
  const logError = (message: string) =>
    console.error(JSON.stringify({ level: 50, time: Date.now(), msg: message }));
  // Every replica queues jobs; it also works them unless JOBS_WORKER=off (then run dist/worker.js).
  const jobs = await startJobQueue({ connectionString: databaseUrl }, (error) =>
    logError(`jobs: ${error.message}`),
  );
  const worker =
    process.env.JOBS_WORKER === 'off'
      ? null
      : await startJobWorker(jobs, {
          db,
          mail: { outbox: null, nylas, cipher: tokenCipher },
          erp: tokenCipher && { db, cipher: tokenCipher, merge },
          authAdmin: parseAuthAdmin(supabaseUrl, process.env),
          mailIntake: mailIntakeFromEnv(process.env, { db, supabaseUrl, nylas, cipher: tokenCipher, llm }),
          onJob: (queue, outcome) => metrics.recordJob(queue, outcome),
        });
  const app = buildApi({
    db,
    supabaseUrl,
    allowedOrigins: parseAllowedOrigins(process.env.ALLOWED_ORIGINS),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    // Optional: without it, provider tokens are not stored (the route answers 503).
    tokenCipher,
    nylas,
    publicApiUrl,
    // Optional: without MERGE_API_KEY the ERP routes run in sandbox mode.
    merge,
    // Optional: without LLM_BASE_URL, Ask AI answers with the built-in analyst.
    llm,
    rateLimits,
    readReplica: {
      enabled: readReplica !== null,
      readYourWritesSeconds: readReplica?.readYourWritesSeconds ?? 0,
    },
    // Purchase-order originals are stored as the caller with the project's public key (intake).
    storageApiKey: process.env.SUPABASE_ANON_KEY?.trim() || null,
    // Optional: removes the original of an order that could not be written (else it is left behind).
    storageServiceRoleKey: parseAuthAdmin(supabaseUrl, process.env)?.serviceRoleKey ?? null,
    intakeEmailDomain: process.env.INTAKE_EMAIL_DOMAIN?.trim() || undefined,
    jobs,
    workerRunning: worker ? () => worker.running() : null,
    metrics,
    metricsToken: process.env.METRICS_TOKEN?.trim() || null,
  });

  // Graceful: stop taking requests and let those in flight finish, then the jobs in hand, then the pool.
  // A second signal does not wait any longer.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests and jobs`);
    await app.close();
    await worker?.stop();
    await jobs.stop({ graceful: true, wait: true, timeout: 30_000 });
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error('aide api: failed to start:', error);
  process.exit(1);
});
