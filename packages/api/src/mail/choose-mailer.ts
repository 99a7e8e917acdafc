import type { NylasConfig } from '../config.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/error-handler.js';
import type { TokenCipher } from '../secrets/token-cipher.js';
import type { Workspace } from '../workspace/with-workspace.js';
import { MailerError, type Mailer, type SentVia } from './mailer.js';
import { createNylasMailer } from './nylas-mailer.js';

/** What the API was started with for sending: the local outbox and/or Nylas with the cipher for grants. */
export interface MailSetup {
  /** The local outbox (embedded backend); absent in production. */
  outbox: Mailer | null;
  nylas: NylasConfig | null;
  cipher: TokenCipher | null;
}

export interface ChosenMailer {
  mailer: Mailer;
  /** The sender address: the AI employee's mailbox, else the member's own email. */
  from: string;
}

export const CONNECT_MAILBOX_MESSAGE = "Connect the AI employee's mailbox first (Integrations).";
export const NO_MAILER_MESSAGE =
  'Sending email is not configured on this server (no mailbox provider). Ask your administrator to set up Nylas.';

/**
 * The caller's AI employee mailbox when Nylas is configured and a grant is stored; otherwise the local outbox
 * when there is one. 409 when Nylas is configured but no mailbox is connected, 503 when nothing can send.
 */
export async function chooseMailer(tx: Queryable, ws: Workspace, setup: MailSetup): Promise<ChosenMailer> {
  const { rows } = await tx.query<{ email: string; grant: string | null }>(
    `select email, email_token_encrypted as grant from public.ai_employees
      where user_id = $1 and organization_id = $2`,
    [ws.userId, ws.organizationId],
  );
  const employee = rows[0];
  const from = employee?.email ?? ws.email;
  if (setup.nylas && setup.cipher && employee?.grant) {
    return { mailer: createNylasMailer(setup.nylas, setup.cipher.decrypt(employee.grant)), from };
  }
  if (setup.outbox) return { mailer: setup.outbox, from };
  if (setup.nylas) throw new HttpError(409, 'mailbox_not_connected', CONNECT_MAILBOX_MESSAGE);
  throw new HttpError(503, 'mail_unavailable', NO_MAILER_MESSAGE);
}

/**
 * The mailer a queued email was chosen for (its sent_via), rebuilt by the job that sends it: the sender's
 * AI employee mailbox as it is now, or the local outbox.
 */
export async function chooseMailerFor(
  db: Queryable,
  email: { organization_id: string; user_id: string | null; sent_via: SentVia },
  setup: MailSetup,
): Promise<Mailer> {
  if (email.sent_via === 'outbox') {
    if (!setup.outbox) throw new MailerError('The local outbox is not available on this server.');
    return setup.outbox;
  }
  const { rows } = await db.query<{ grant: string | null }>(
    `select email_token_encrypted as grant from public.ai_employees where user_id = $1 and organization_id = $2`,
    [email.user_id, email.organization_id],
  );
  const grant = rows[0]?.grant;
  if (!setup.nylas || !setup.cipher || !grant) throw new MailerError(CONNECT_MAILBOX_MESSAGE);
  return createNylasMailer(setup.nylas, setup.cipher.decrypt(grant));
}
