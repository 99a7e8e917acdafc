import type { NylasConfig } from '../config.js';
import { assertSingleLineHeaders, MailerError, type Mailer } from './mailer.js';

const SEND_TIMEOUT_MS = 20_000;

/** Sends through a connected mailbox: Nylas v3 `POST /v3/grants/{grant_id}/messages/send`. */
export function createNylasMailer(config: NylasConfig, grantId: string): Mailer {
  return {
    via: 'mailbox',
    async send({ from, to, subject, html }) {
      assertSingleLineHeaders({ to, subject });
      let response: Response;
      try {
        response = await fetch(`${config.apiUri}/v3/grants/${encodeURIComponent(grantId)}/messages/send`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            from: [{ email: from }],
            to: [{ email: to }],
            subject,
            body: html,
          }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch {
        throw new MailerError('The mailbox provider could not be reached.');
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
        const reason =
          typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${response.status}`;
        throw new MailerError(`The mailbox provider refused the email: ${reason}.`);
      }
    },
  };
}
