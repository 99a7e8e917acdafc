// The platform API with a job worker whose HTTP boundaries are in the test's hands: outreach goes to the
// emulator's outbox, and mail intake lists a Nylas mailbox served by a fake that answers 503 until told not to,
// so a mail intake job fails for real (retry limit 0) and the Health page can be checked against it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeOutbox } from '@aide/supabase-emulator';
import { createOutboxMailer } from '../../../../mail/mailer.js';
import { nylasIntakeMailbox } from '../../../purchase-orders/intake/mail/nylas-intake-mailbox.js';
import { deploymentBackends } from '../../../../../tests/support/databases.js';
import { startPlatformApi, type PlatformApi } from '../../__tests__/platform-backend.js';

const GRANT = 'health-intake-grant';

export interface HealthApi extends PlatformApi {
  /** Whether the fake Nylas answers the mailbox's listing with 503 (true at start). */
  nylasFails: { value: boolean };
}

type Backend = [name: string, start: () => Promise<HealthApi>];

export const healthBackends: Backend[] = deploymentBackends.map(([name, open]) => [
  name,
  async () => {
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
    const api = await startPlatformApi(await open(), (opened, emulator) => ({
      mail: {
        outbox: createOutboxMailer((message) => writeOutbox(opened.authDb, message)),
        nylas: null,
        cipher: null,
      },
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
        storage: { url: emulator.url, apiKey: emulator.serviceRoleKey },
        serviceRoleKey: emulator.serviceRoleKey,
        model: null,
      },
    }));
    return {
      ...api,
      nylasFails,
      async close() {
        await api.close();
        nylas.closeAllConnections();
        await new Promise((resolve) => nylas.close(resolve));
      },
    };
  },
]);
