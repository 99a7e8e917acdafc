// Mail intake from Nylas (faked at the HTTP boundary) on real PostgreSQL: the operator's intake mailbox is
// listed since the last email taken in, each new email's raw MIME is fetched once and routed by its To address,
// and a Nylas failure leaves the email to the next run with nothing written.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_SERVICE_ROLE_KEY } from '@aide/supabase-emulator';
import { createPgDb } from '../../../db/pg-db.js';
import type { Db } from '../../../db/db.js';
import { nylasIntakeMailbox } from '../intake/mail/nylas-intake-mailbox.js';
import { takeInMail, type MailIntakeDeps } from '../intake/mail/take-in-mail.js';
import { apiBackends, type RunningApi } from '../../../../tests/support/api-backends.js';
import { describeOnPostgres } from '../../../../tests/support/postgres.js';
import {
  CONTOSO_INTAKE_ADDRESS as ADDRESS,
  corpusText,
} from '../../../../tests/support/purchase-order-fixtures.js';
import { ORG } from '../../../../tests/support/seed.js';

const GRANT = 'intake-grant';

const onPostgres = apiBackends.find(([name]) => name === 'PostgreSQL');

describeOnPostgres('mail intake from Nylas', () => {
  let api: RunningApi;
  let db: Db;
  let nylas: Server;
  let nylasUrl = '';
  const requests: string[] = [];
  let failRaw = false;
  let eml = '';
  const received = Math.floor(Date.now() / 1000) - 60;

  beforeAll(async () => {
    api = await onPostgres![1]();
    db = createPgDb({ connectionString: api.databaseUrl! });
    eml = (await corpusText('email-attachment-2.eml')).replace(/^To: .*$/m, `To: ${ADDRESS}`);
    nylas = createServer((request, response) => {
      requests.push(request.url ?? '');
      const url = new URL(request.url ?? '', 'http://nylas');
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== 'Bearer nylas-key')
        return json(401, { error: { message: 'bad key' } });
      if (url.pathname === `/v3/grants/${GRANT}/messages`)
        return json(200, {
          data: [
            {
              id: 'msg-1',
              subject: 'New purchase order',
              from: [{ email: 'buyer@customer.test' }],
              to: [{ email: ADDRESS }],
              date: received,
            },
          ],
          next_cursor: null,
        });
      if (
        url.pathname === `/v3/grants/${GRANT}/messages/msg-1` &&
        url.searchParams.get('fields') === 'raw_mime'
      )
        return failRaw
          ? json(503, { error: { message: 'provider unavailable' } })
          : json(200, { data: { id: 'msg-1', raw_mime: Buffer.from(eml).toString('base64url') } });
      return json(404, { error: { message: 'not found' } });
    });
    await new Promise<void>((resolve) => nylas.listen(0, '127.0.0.1', resolve));
    nylasUrl = `http://127.0.0.1:${(nylas.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    nylas?.closeAllConnections();
    await new Promise((resolve) => nylas?.close(resolve));
    await db?.close();
    await api?.close();
  });

  const deps = (): MailIntakeDeps => ({
    db,
    mailboxes: [
      nylasIntakeMailbox({
        config: { clientId: 'client', apiKey: 'nylas-key', apiUri: nylasUrl },
        db,
        cipher: null,
        intakeGrantId: GRANT,
      }),
    ],
    storage: { url: api.supabaseUrl, apiKey: LOCAL_SERVICE_ROLE_KEY },
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    model: null,
  });
  const recordedEmails = async () =>
    (
      await db.query<{ status: string; message_id: string; detail: string }>(
        `select status, message_id, detail from public.aide_intake_emails where organization_id = $1`,
        [ORG.contoso],
      )
    ).rows;

  test('a Nylas failure leaves the email for the next run, with nothing written', async () => {
    failRaw = true;
    await expect(takeInMail(deps())).rejects.toThrow(
      /1 email\(s\) will be read again: Nylas answered HTTP 503/,
    );
    expect(await recordedEmails()).toEqual([]);
    failRaw = false;
  });

  test('the new email becomes a pending order, once', async () => {
    requests.length = 0;
    expect(await takeInMail(deps())).toEqual({ taken: 1, retried: 0 });
    expect(await recordedEmails()).toEqual([
      { status: 'created', message_id: 'msg-1', detail: expect.stringMatching(/received as pending/) },
    ]);
    // The first look-back is a day.
    const list = new URL(requests[0]!, 'http://nylas');
    expect(Number(list.searchParams.get('received_after'))).toBeLessThan(received - 3600);

    requests.length = 0;
    expect(await takeInMail(deps())).toEqual({ taken: 0, retried: 0 });
    // Listed again since the last email taken in (less a little slack), but its raw message is not fetched again.
    const next = new URL(requests[0]!, 'http://nylas');
    expect(Number(next.searchParams.get('received_after'))).toBeGreaterThanOrEqual(received - 15 * 60);
    expect(requests.filter((url) => url.includes('raw_mime'))).toEqual([]);
  });
});
