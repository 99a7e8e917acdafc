// The platform API with a job worker whose HTTP boundaries are in the test's hands: outreach goes to the
// emulator's outbox, and mail intake lists a Nylas mailbox served by a fake that answers 503 until told not to,
// so a mail intake job fails for real (retry limit 0) and the Health page can be checked against it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { startEmulator, writeOutbox } from '@aide/supabase-emulator';
import { buildApi } from '../../../../app.js';
import { DEFAULT_ALLOWED_ORIGINS } from '../../../../config.js';
import type { Db } from '../../../../db/db.js';
import { jobQueriesSettled, startJobQueue } from '../../../../jobs/job-queue.js';
import { startJobWorker } from '../../../../jobs/job-worker.js';
import { createOutboxMailer } from '../../../../mail/mailer.js';
import { nylasIntakeMailbox } from '../../../purchase-orders/intake/mail/nylas-intake-mailbox.js';
import type { StartedApi } from '../../../../../tests/support/api-suite.js';
import { deploymentBackends } from '../../../../../tests/support/databases.js';
import { listen } from '../../../../../tests/support/http.js';
import { TEST_AUTH } from '../../../../../tests/support/test-auth.js';

const GRANT = 'health-intake-grant';

export interface HealthApi extends StartedApi {
  db: Db;
  jobs: PgBoss;
  /** Whether the fake Nylas answers the mailbox's listing with 503 (true at start). */
  nylasFails: { value: boolean };
}

type Backend = [name: string, start: () => Promise<HealthApi>];

export const healthBackends: Backend[] = deploymentBackends.map(([name, open]) => [
  name,
  async () => {
    const opened = await open();
    const nylasFails = { value: true };
    const nylas = createServer((request, response) => {
      const failing = nylasFails.value;
      response.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          failing ? { error: { message: 'provider unavailable' } } : { data: [], next_cursor: null },
        ),
      );
    });
    await new Promise<void>((resolve) => nylas.listen(0, '127.0.0.1', resolve));
    const nylasUrl = `http://127.0.0.1:${(nylas.address() as AddressInfo).port}`;
    const keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-health-keys-'));
    const emulator = await startEmulator({ db: opened.authDb, port: 0, keyDir, auth: TEST_AUTH });
    const jobs = await startJobQueue(opened.jobs, () => undefined);
    const storage = { url: emulator.url, apiKey: emulator.serviceRoleKey };
    const worker = await startJobWorker(jobs, {
      db: opened.db,
      mail: {
        outbox: createOutboxMailer((message) => writeOutbox(opened.authDb, message)),
        nylas: null,
        cipher: null,
      },
      authAdmin: { supabaseUrl: emulator.url, serviceRoleKey: emulator.serviceRoleKey },
      erp: null,
      mailIntake: {
        db: opened.db,
        mailboxes: [
          nylasIntakeMailbox({
            config: { clientId: 'client', apiKey: 'nylas-key', apiUri: nylasUrl },
            db: opened.db,
            cipher: null,
            intakeGrantId: GRANT,
          }),
        ],
        storage,
        serviceRoleKey: emulator.serviceRoleKey,
        model: null,
      },
      pollingIntervalSeconds: 0.5,
    });
    const api = buildApi({
      db: opened.db,
      supabaseUrl: emulator.url,
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
      storageApiKey: emulator.anonKey,
      storageServiceRoleKey: emulator.serviceRoleKey,
      jobs,
    });
    const apiUrl = await listen(api);
    return {
      apiUrl,
      supabaseUrl: emulator.url,
      anonKey: emulator.anonKey,
      db: opened.db,
      jobs,
      nylasFails,
      async close() {
        await api.close();
        await worker.stop();
        await jobs.stop({ graceful: true, wait: true, timeout: 10_000 });
        await jobQueriesSettled(jobs);
        nylas.closeAllConnections();
        await new Promise((resolve) => nylas.close(resolve));
        await emulator.close();
        await opened.close();
        await rm(keyDir, { recursive: true, force: true });
      },
    };
  },
]);
