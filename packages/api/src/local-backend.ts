import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type PgBoss from 'pg-boss';
import {
  markInboxMessageTaken,
  openDatabase,
  readNewInboxMessages,
  startEmulator,
  writeOutbox,
  type AuthOverrides,
} from '@aide/supabase-emulator';
import { buildApi } from './app.js';
import { DEFAULT_ALLOWED_ORIGINS, type LlmConfig, type MergeConfig, type NylasConfig } from './config.js';
import { createPgliteDb } from './db/pglite-db.js';
import { createOutboxMailer } from './mail/mailer.js';
import { jobQueriesSettled, startJobQueue } from './jobs/job-queue.js';
import { startJobWorker } from './jobs/job-worker.js';
import { QUEUE } from './jobs/queues.js';
import { localIntakeMailbox } from './features/purchase-orders/intake/mail/local-intake-mailbox.js';
import { createMetrics } from './observability/metrics.js';
import { createTokenCipher } from './secrets/token-cipher.js';

export interface LocalBackendOptions {
  /** Where PGlite persists; in memory when absent (tests). */
  dataDir?: string;
  /** Where the emulator keeps its signing keys, so sessions survive a restart; generated per run when absent. */
  keyDir?: string;
  /** Supabase emulator port (default 54321; 0 picks a free one). */
  emulatorPort?: number;
  /** API port (default 5000; 0 picks a free one). */
  apiPort?: number;
  /** Interface both servers bind to (default 127.0.0.1, like the emulator). */
  host?: string;
  allowedOrigins?: string[];
  /**
   * Changes to the auth settings of supabase/config.toml, which the emulator reads (e.g. the e2e suite's
   * rate limits, since every browser of the suite signs in from one address).
   */
  auth?: AuthOverrides;
  /** Real Nylas hosted auth for mailbox connections; absent = the sandbox consent page. */
  nylas?: NylasConfig | null;
  /** The API's public URL when it differs from the address it listens on (the OAuth callback's base). */
  publicApiUrl?: string;
  /** Real Merge for ERP linking; absent = sandbox mode (sandbox link dialog, tokens and ERP data). */
  merge?: MergeConfig | null;
  /** An OpenAI-compatible model for Ask AI; absent = the built-in analyst. */
  llm?: LlmConfig | null;
  /** Seconds between the job worker's polls (default 2; tests go faster). */
  jobPollingSeconds?: number;
  /**
   * The API's JSON log level (LOG_LEVEL; `pnpm start` and the local CLI use 'info'); no logs when absent
   * (tests). Each request is logged at 'debug', so a terminal shows warnings and errors.
   */
  logLevel?: string;
}

export interface LocalBackend {
  supabaseUrl: string;
  anonKey: string;
  apiUrl: string;
  /** The job queue the in-process worker runs (e.g. to trigger a scheduled job now). */
  jobs: PgBoss;
  close(): Promise<void>;
}

/**
 * The embedded default: one process, one PGlite database shared by the Supabase emulator and the API,
 * so both see the same rows and the same row-level security.
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1';
  const database = await openDatabase({ dataDir: options.dataDir });
  let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
  let jobs: PgBoss | undefined;
  try {
    emulator = await startEmulator({
      db: database,
      port: options.emulatorPort ?? 54321,
      host,
      keyDir: options.keyDir,
      auth: options.auth,
      // An email sent at the mail catcher is taken in now, not at the next minute's run.
      mail: { onDelivered: () => void jobs?.send(QUEUE.mailIntake, {}).catch(() => undefined) },
    });
    const db = createPgliteDb(database);
    const tokenCipher = createTokenCipher(await localTokenKey(options.keyDir));
    // Outreach lands in the emulator's outbox (kind "outreach"); Google Drive imports read the sandbox sheets.
    const mailer = createOutboxMailer((message) => writeOutbox(database, message));
    // Background jobs on the same embedded database, worked in this process (production: every replica or
    // dist/worker.js).
    jobs = await startJobQueue({ pglite: database }, (error) => console.error('aide jobs:', error.message));
    const merge = options.merge ?? null;
    const metrics = createMetrics();
    const worker = await startJobWorker(jobs, {
      onJob: (queue, outcome) => metrics.recordJob(queue, outcome),
      db,
      mail: { outbox: mailer, nylas: options.nylas ?? null, cipher: tokenCipher },
      erp: { db, cipher: tokenCipher, merge },
      authAdmin: { supabaseUrl: emulator.url, serviceRoleKey: emulator.serviceRoleKey },
      mailIntake: {
        db,
        mailboxes: [
          localIntakeMailbox({
            readNew: () => readNewInboxMessages(database),
            markTaken: (id, note) => markInboxMessageTaken(database, id, note),
          }),
        ],
        storage: {
          url: emulator.url,
          apiKey: emulator.serviceRoleKey,
          serviceRoleKey: emulator.serviceRoleKey,
        },
        serviceRoleKey: emulator.serviceRoleKey,
        model: options.llm ?? null,
      },
      pollingIntervalSeconds: options.jobPollingSeconds,
    });
    const api = buildApi({
      db,
      supabaseUrl: emulator.url,
      allowedOrigins: options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
      // Local only: captured analytics can be read back (e2e tests, debugging).
      localAnalytics: true,
      tokenCipher,
      nylas: options.nylas ?? null,
      publicApiUrl: options.publicApiUrl,
      merge,
      mailer,
      googleDrive: 'sandbox',
      storageApiKey: emulator.anonKey,
      storageServiceRoleKey: emulator.serviceRoleKey,
      mailCatcherUrl: `${emulator.url}/mail`,
      llm: options.llm ?? null,
      jobs,
      localJobs: true,
      workerRunning: () => worker.running(),
      metrics,
      logger: options.logLevel ? { level: options.logLevel } : false,
      requestLogLevel: 'debug',
    });
    await api.listen({ port: options.apiPort ?? 5000, host });
    const { port } = api.server.address() as AddressInfo;
    const running = emulator;
    const queue = jobs;
    return {
      supabaseUrl: emulator.url,
      anonKey: emulator.anonKey,
      apiUrl: `http://${urlHost(host)}:${port}`,
      jobs: queue,
      async close() {
        await api.close();
        // Jobs in hand finish before the database they write to closes.
        await worker.stop();
        await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
        await jobQueriesSettled(queue);
        await running.close();
        await database.close();
      },
    };
  } catch (error) {
    // Do not leave the emulator's port or the database's files held when the API cannot start.
    await jobs?.stop({ graceful: false, wait: true });
    await emulator?.close();
    await database.close();
    throw error;
  }
}

const urlHost = (host: string) =>
  host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/** The local token-encryption key: persisted beside the signing key so stored tokens survive restarts. */
async function localTokenKey(keyDir: string | undefined): Promise<Buffer> {
  if (!keyDir) return randomBytes(32);
  const file = path.join(keyDir, 'token-encryption.key');
  try {
    return Buffer.from(await readFile(file, 'utf8'), 'base64');
  } catch {
    const key = randomBytes(32);
    await mkdir(keyDir, { recursive: true });
    await writeFile(file, key.toString('base64'), { mode: 0o600 });
    return key;
  }
}
