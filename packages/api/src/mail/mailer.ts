import type { NewOutboxMessage } from '@aide/supabase-emulator';

/** One email as the outreach routes send it; `html` is always derived from `text` (see htmlFromText). */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a sent email went, as stored in aide_outreach_emails.sent_via. */
export type SentVia = 'outbox' | 'mailbox';

export interface Mailer {
  via: SentVia;
  send(message: MailMessage): Promise<void>;
}

export class MailerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailerError';
  }
}

/** CR or LF (or the Unicode line separators mail software may honour). */
export const hasLineBreak = (value: string) => /[\r\n\u2028\u2029]/.test(value);

/**
 * Defence in depth behind the routes' checks, in every mailer: a line break in a header value would let the
 * text add headers (`Hi\r\nBcc: …`), so such an email is never sent.
 */
export function assertSingleLineHeaders({ to, subject }: Pick<MailMessage, 'to' | 'subject'>): void {
  if (hasLineBreak(subject)) throw new MailerError('The subject must be a single line.');
  if (hasLineBreak(to)) throw new MailerError('The recipient address must be a single line.');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The HTML part of a plain-text email: escaped text with line breaks. Customer names and the user's edits are
 * text, never markup, so nothing they contain can inject HTML into the recipient's mail client.
 */
export function htmlFromText(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
  return `<div style="font-family:sans-serif;white-space:normal">${escaped.replace(/\r?\n/g, '<br>\n')}</div>`;
}

/** Local stand-in for the mailbox: every email lands in the emulator's outbox as kind `outreach`. */
export function createOutboxMailer(write: (message: NewOutboxMessage) => Promise<void>): Mailer {
  return {
    via: 'outbox',
    async send({ to, subject, text, html }) {
      assertSingleLineHeaders({ to, subject });
      await write({ to, subject, html, text, link: null, type: 'outreach' });
    },
  };
}
