import type { Queryable } from '../db/queryable.js';

/** One email a tester sent to the product from the mail catcher, as stored in emulator_private.inbox. */
export interface InboxMessage {
  id: number;
  from: string;
  to: string;
  subject: string;
  /** The whole RFC 822 message (headers, body, attachments). */
  raw: Uint8Array;
  /** ISO 8601. */
  received_at: string;
  /** When the product took it in (null: not yet). */
  taken_at: string | null;
  /** What the product made of it, e.g. the order it created. */
  note: string | null;
}

export interface NewInboxMessage {
  from: string;
  to: string;
  subject: string;
  raw: Uint8Array;
}

interface InboxRow {
  id: string | number;
  from_email: string;
  to_email: string;
  subject: string;
  raw: Uint8Array;
  received_at: Date;
  taken_at: Date | null;
  note: string | null;
}

const toMessage = (row: InboxRow): InboxMessage => ({
  id: Number(row.id),
  from: row.from_email,
  to: row.to_email,
  subject: row.subject,
  raw: new Uint8Array(row.raw),
  received_at: new Date(row.received_at).toISOString(),
  taken_at: row.taken_at ? new Date(row.taken_at).toISOString() : null,
  note: row.note,
});

const COLUMNS = 'id, from_email, to_email, subject, raw, received_at, taken_at, note';

export async function deliverToInbox(db: Queryable, message: NewInboxMessage): Promise<InboxMessage> {
  const { rows } = await db.query<InboxRow>(
    `insert into emulator_private.inbox (from_email, to_email, subject, raw)
     values ($1, $2, $3, $4) returning ${COLUMNS}`,
    [
      message.from.trim().toLowerCase(),
      message.to.trim().toLowerCase(),
      message.subject,
      Buffer.from(message.raw),
    ],
  );
  return toMessage(rows[0]!);
}

/** Messages not taken in yet, oldest first (what the product's mail intake reads). */
export async function readNewInboxMessages(db: Queryable, limit = 50): Promise<InboxMessage[]> {
  const { rows } = await db.query<InboxRow>(
    `select ${COLUMNS} from emulator_private.inbox where taken_at is null order by id limit $1`,
    [limit],
  );
  return rows.map(toMessage);
}

/** The latest messages, newest first (the mail catcher's list). */
export async function readInbox(db: Queryable, limit = 50): Promise<InboxMessage[]> {
  const { rows } = await db.query<InboxRow>(
    `select ${COLUMNS} from emulator_private.inbox order by id desc limit $1`,
    [limit],
  );
  return rows.map(toMessage);
}

/** Marks a message taken in, with what became of it. */
export async function markInboxMessageTaken(db: Queryable, id: number, note: string): Promise<void> {
  await db.query(`update emulator_private.inbox set taken_at = clock_timestamp(), note = $2 where id = $1`, [
    id,
    note.slice(0, 1000),
  ]);
}
