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
  /** `signup` or `recovery`. */
  type: string;
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
  created_at: new Date(row.created_at).toISOString(),
});

export async function writeOutbox(db: Queryable, message: NewOutboxMessage): Promise<void> {
  await db.query(
    `insert into emulator_private.outbox (to_email, subject, html, body_text, link, kind)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      message.to.trim().toLowerCase(),
      message.subject,
      message.html,
      message.text,
      message.link,
      message.type,
    ],
  );
}

/** The emails sent to `email` (all emails when omitted), newest first. */
export async function readOutbox(db: Queryable, email?: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxRow>(
    `select id, to_email, subject, html, body_text, link, kind, created_at from emulator_private.outbox
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
<p>Emails the emulated auth server sent${filter ? ` to ${escapeHtml(filter)}` : ''}, newest first. Nothing leaves this machine.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

/** GET /outbox (HTML) and GET /outbox/messages?to=<email> (a JSON array), both newest first. */
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
}
