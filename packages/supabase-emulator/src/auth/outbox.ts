import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import { escapeHtml } from '../http/html.js';

/** An email the emulated auth server "sends". */
export interface NewOutboxMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The action link of the email (verify link), if it has one. */
  link: string | null;
  /** `signup`, `recovery`, `invite`, `magiclink`, `email_change` or `reauthentication`. */
  type: string;
  /** The email's one-time code (what verifyOtp takes with the email), if it has one. */
  code?: string | null;
}

/** One email the emulated auth server "sent", as stored in emulator_private.outbox. */
export interface OutboxMessage extends NewOutboxMessage {
  id: number;
  /** ISO 8601. */
  created_at: string;
}

interface OutboxRow {
  id: string | number;
  to_email: string;
  subject: string;
  html: string;
  body_text: string;
  link: string | null;
  kind: string;
  code: string | null;
  created_at: Date;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: Number(row.id),
  to: row.to_email,
  subject: row.subject,
  html: row.html,
  text: row.body_text,
  link: row.link,
  type: row.kind,
  code: row.code,
  created_at: new Date(row.created_at).toISOString(),
});

export async function writeOutbox(db: Queryable, message: NewOutboxMessage): Promise<void> {
  await db.query(
    `insert into emulator_private.outbox (to_email, subject, html, body_text, link, kind, code)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      message.to.trim().toLowerCase(),
      message.subject,
      message.html,
      message.text,
      message.link,
      message.type,
      message.code ?? null,
    ],
  );
}

/** The emails sent to `email` (all emails when omitted), newest first. */
export async function readOutbox(db: Queryable, email?: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxRow>(
    `select id, to_email, subject, html, body_text, link, kind, code, created_at from emulator_private.outbox
      where $1::text is null or to_email = lower(trim($1::text))
      order by id desc limit 500`,
    [email ?? null],
  );
  return rows.map(toMessage);
}

function outboxPage(messages: OutboxMessage[], filter: string | null): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to)} <small>${escapeHtml(m.created_at)} (${escapeHtml(m.type)})</small></header>
  ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}
  ${m.code ? `<p>Code: <code>${escapeHtml(m.code)}</code></p>` : ''}
  <details><summary>Body</summary><div>${m.html}</div></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}a{word-break:break-all}</style>
</head><body>
<h1>Local outbox</h1>
<p>Emails the emulated auth server sent${filter ? ` to ${escapeHtml(filter)}` : ''}, newest first. Nothing leaves this machine.
Text messages (SMS): <a href="/outbox/sms">/outbox/sms</a>.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

/** A text message the emulated auth server "sent" (its SMS provider is this outbox). */
export interface SmsMessage {
  id: number;
  /** E.164 without the `+`, as GoTrue stores phone numbers. */
  to: string;
  body: string;
  /** The one-time code of the message. */
  code: string | null;
  /** `sms` (sign-up, sign-in), `phone_change`, `reauthentication` or `mfa` (a phone factor's challenge). */
  type: string;
  created_at: string;
}

export async function writeSms(
  db: Queryable,
  message: { to: string; body: string; code: string | null; type: string },
): Promise<number> {
  const { rows } = await db.query<{ id: string | number }>(
    `insert into emulator_private.sms_outbox (to_phone, body, code, kind) values ($1, $2, $3, $4) returning id`,
    [message.to.replace(/^\+/, ''), message.body, message.code, message.type],
  );
  return Number(rows[0]?.id ?? 0);
}

/** The text messages sent to `phone` (all when omitted; with or without `+`), newest first. */
export async function readSmsOutbox(db: Queryable, phone?: string): Promise<SmsMessage[]> {
  const { rows } = await db.query<{
    id: string | number;
    to_phone: string;
    body: string;
    code: string | null;
    kind: string;
    created_at: Date;
  }>(
    `select id, to_phone, body, code, kind, created_at from emulator_private.sms_outbox
      where $1::text is null or to_phone = $1::text
      order by id desc limit 500`,
    [phone ? phone.replace(/^\+/, '').replace(/ /g, '') : null],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_phone,
    body: row.body,
    code: row.code,
    type: row.kind,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

function smsPage(messages: SmsMessage[], filter: string | null): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>+${escapeHtml(m.to)}</strong> <small>${escapeHtml(m.created_at)} (${escapeHtml(m.type)})</small></header>
  <p>${escapeHtml(m.body)}</p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local SMS outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}</style>
</head><body>
<h1>Local SMS outbox</h1>
<p>Text messages the emulated auth server sent${filter ? ` to ${escapeHtml(filter)}` : ''}, newest first. Nothing leaves this machine.
Emails: <a href="/outbox">/outbox</a>.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

/**
 * GET /outbox (HTML) and GET /outbox/messages?to=<email> (a JSON array), both newest first; the same for text
 * messages at /outbox/sms and /outbox/sms/messages?to=<phone>.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Queryable): void {
  const toParam = (url: string) => new URL(url, 'http://local').searchParams.get('to') || null;
  app.get('/outbox', async (request, reply) => {
    const to = toParam(request.url);
    const messages = await readOutbox(db, to ?? undefined);
    return reply.code(200).type('text/html; charset=utf-8').send(outboxPage(messages, to));
  });
  app.get('/outbox/messages', async (request, reply) => {
    const messages = await readOutbox(db, toParam(request.url) ?? undefined);
    return reply.code(200).type('application/json').send(messages);
  });
  app.get('/outbox/sms', async (request, reply) => {
    const to = toParam(request.url);
    const messages = await readSmsOutbox(db, to ?? undefined);
    return reply.code(200).type('text/html; charset=utf-8').send(smsPage(messages, to));
  });
  app.get('/outbox/sms/messages', async (request, reply) => {
    const messages = await readSmsOutbox(db, toParam(request.url) ?? undefined);
    return reply.code(200).type('application/json').send(messages);
  });
}
