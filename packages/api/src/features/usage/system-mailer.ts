import type { MailSetup } from '../../mail/choose-mailer.js';
import type { Mailer } from '../../mail/mailer.js';
import { createNylasMailer } from '../../mail/nylas-mailer.js';

/** The address Aide's own emails (usage warnings) come from when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'no-reply@aide.local';

/** Aide's own sender: not a member's mailbox, for emails the product sends by itself. */
export interface SystemMailer {
  from: string;
  mailer: Mailer;
}

/**
 * Aide's own sender, by environment: Nylas with the grant NYLAS_SYSTEM_GRANT_ID (a mailbox the operator
 * connects for Aide; MAIL_FROM should be its address) when Nylas is configured, else the embedded backend's
 * outbox (the emulator's, seen at /outbox). null: no such sender, and the emails that need one wait.
 */
export function systemMailerFrom(
  setup: MailSetup,
  env: Record<string, string | undefined>,
): SystemMailer | null {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const grant = env.NYLAS_SYSTEM_GRANT_ID?.trim();
  if (setup.nylas && grant) return { from, mailer: createNylasMailer(setup.nylas, grant) };
  if (setup.outbox) return { from, mailer: setup.outbox };
  return null;
}
