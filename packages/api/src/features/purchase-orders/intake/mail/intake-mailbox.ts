/** A mailbox the mail intake job reads: the operator's or an AI employee's Nylas mailbox, or the local catcher. */
export interface MailboxMessage {
  mailbox: 'nylas' | 'local';
  /** The mailbox's own id of the message. */
  id: string;
  /** Known when the mailbox belongs to one organization (an AI employee's); else routed by `to`. */
  organizationId: string | null;
  to: string[];
  from: string;
  subject: string;
  receivedAt: Date;
  /** The whole RFC 822 message, fetched only for messages not taken in yet. */
  raw(): Promise<Uint8Array>;
}

export interface IntakeMailbox {
  /** Messages that may not have been taken in yet (the job skips those it has a record of). */
  newMessages(): Promise<MailboxMessage[]>;
  /** Told what became of a message (the local catcher shows it; Nylas needs nothing). */
  taken(message: MailboxMessage, note: string): Promise<void>;
}
