/**
 * The mail intake job's work: every new email of the intake mailboxes is routed to its organization (by the
 * mailbox, or by its intake address), read like an uploaded .eml (intake-documents.ts: the order in its first
 * attachment with one, else its body) and recorded in aide_intake_emails, so none is read twice and the
 * Purchase Orders tab shows what became of each. Emails without an order are recorded as ignored.
 *
 * An email is read a bounded number of times: the attempt is counted (status 'reading') before the email is
 * read, so one whose reading never finishes (a time-out, the process stopped mid-read) is not read every
 * minute; after MAX_MAIL_ATTEMPTS it is recorded as failed with the last reason. A refused document (too
 * large, unreadable: a 4xx) is failed at once.
 */
import type { LlmConfig } from '../../../../config.js';
import type { Db, Queryable } from '../../../../db/db.js';
import { HttpError } from '../../../../http/error-handler.js';
import { DEFAULT_INTAKE_EMAIL_DOMAIN, organizationPrefixOf } from '../intake-address.js';
import { checkFiles, intakeDocument, type IntakeActor, type IntakeResult } from '../intake-documents.js';
import { DocumentRefusedError } from '../read-in-worker.js';
import { MAX_MAIL_ATTEMPTS } from '../read-limits.js';
import type { StorageConfig } from '../storage-originals.js';
import type { IntakeMailbox, MailboxMessage } from './intake-mailbox.js';

export interface MailIntakeDeps {
  db: Db;
  mailboxes: IntakeMailbox[];
  /** Storage as the service role: the job has no member's token (bucket policies are for members). */
  storage: StorageConfig;
  serviceRoleKey: string;
  model: LlmConfig | null;
  emailDomain?: string;
}

interface Outcome {
  status: 'created' | 'duplicate' | 'ignored' | 'failed';
  orderId: string | null;
  detail: string;
}

export interface MailIntakeRun {
  /** Emails recorded by this run. */
  taken: number;
  /**
   * Emails left for the next run after a passing failure (Storage or a mailbox unreachable, a reading that
   * took too long), at most MAX_MAIL_ATTEMPTS times each.
   */
  retried: number;
}

async function isSuspended(db: Queryable, organizationId: string): Promise<boolean> {
  const { rows } = await db.query<{ suspended: boolean }>(
    `select status = 'suspended' as suspended from public.aide_organizations where id = $1::uuid`,
    [organizationId],
  );
  return rows[0]?.suspended === true;
}

async function organizationFor(
  db: Queryable,
  message: MailboxMessage,
  domain: string,
): Promise<string | null> {
  if (message.organizationId) return message.organizationId;
  const prefixes = message.to.map((to) => organizationPrefixOf(to, domain)).filter((p) => p !== null);
  if (prefixes.length === 0) return null;
  const { rows } = await db.query<{ id: string }>(
    `select id from public.aide_organizations
      where aide_plan = 'inbound' and left(id::text, 8) = any($1::text[])
      order by id limit 2`,
    [prefixes],
  );
  // Two organizations sharing the prefix (about one in four billion): no guess as to which one it is.
  return rows.length === 1 ? rows[0]!.id : null;
}

/** What the job knows of the email: null when it never started reading it. */
async function recorded(
  db: Queryable,
  organizationId: string,
  message: MailboxMessage,
): Promise<{ status: Outcome['status'] | 'reading'; attempts: number; detail: string | null } | null> {
  const { rows } = await db.query<{
    status: Outcome['status'] | 'reading';
    attempts: number;
    detail: string | null;
  }>(
    `select status, attempts, detail from public.aide_intake_emails
      where organization_id = $1 and mailbox = $2 and message_id = $3`,
    [organizationId, message.mailbox, message.id.slice(0, 255)],
  );
  return rows[0] ?? null;
}

/** Counts an attempt before the email is read (committed, so a reading that never ends still counts). */
async function startAttempt(db: Queryable, organizationId: string, message: MailboxMessage): Promise<number> {
  const { rows } = await db.query<{ attempts: number }>(
    `insert into public.aide_intake_emails (organization_id, mailbox, message_id, from_email, subject, received_at,
       status, attempts)
     values ($1, $2, $3, $4, $5, $6, 'reading', 1)
     on conflict (organization_id, mailbox, message_id) do update set attempts = aide_intake_emails.attempts + 1
       where aide_intake_emails.status = 'reading'
     returning attempts`,
    [
      organizationId,
      message.mailbox,
      message.id.slice(0, 255),
      message.from.slice(0, 320) || null,
      message.subject.slice(0, 998),
      message.receivedAt,
    ],
  );
  return rows[0]?.attempts ?? MAX_MAIL_ATTEMPTS;
}

/** Why an attempt did not finish, kept for the failure recorded after the last one. */
async function noteAttempt(db: Queryable, organizationId: string, message: MailboxMessage, reason: string) {
  await db.query(
    `update public.aide_intake_emails set detail = $4
      where organization_id = $1 and mailbox = $2 and message_id = $3 and status = 'reading'`,
    [organizationId, message.mailbox, message.id.slice(0, 255), reason.slice(0, 1000)],
  );
}

const gaveUp = (attempts: number, reason: string | null): Outcome => ({
  status: 'failed',
  orderId: null,
  detail: `Not read after ${attempts} attempts: ${reason ?? 'reading it never finished (the job was stopped)'}`,
});

function mailActor(deps: MailIntakeDeps, organizationId: string, from: string): IntakeActor {
  const displayName = `Email from ${from || 'an unknown sender'}`.slice(0, 200);
  return {
    run: (work) => deps.db.transaction((tx) => work(tx, { organizationId, userId: null, displayName })),
    storageToken: deps.serviceRoleKey,
    storage: deps.storage,
    model: deps.model,
  };
}

const emlName = (subject: string) =>
  `${
    subject
      .replace(/[^\w.-]+/g, ' ')
      .trim()
      .slice(0, 80)
      .replace(/ /g, '_') || 'email'
  }.eml`;

function outcomeOf(result: IntakeResult): Outcome {
  switch (result.status) {
    case 'created': {
      const order = result.order as { id: string; po_number: string; needs_manual_entry?: boolean };
      const review = order.needs_manual_entry ? '; it needs manual entry' : '';
      return {
        status: 'created',
        orderId: order.id,
        detail: `Purchase order ${order.po_number} received as pending${review}.`,
      };
    }
    case 'duplicate':
      return { status: 'duplicate', orderId: result.existing_order.id, detail: result.message };
    case 'ignored':
      return { status: 'ignored', orderId: null, detail: result.message };
  }
}

/**
 * Reads one email into an order; a refused email (4xx: not readable, too large) is an outcome, not a retry,
 * unless the reason may pass (a reading past its time or memory while others were read).
 */
async function takeIn(
  deps: MailIntakeDeps,
  organizationId: string,
  message: MailboxMessage,
  raw: Uint8Array,
): Promise<Outcome> {
  try {
    const [file] = checkFiles([{ filename: emlName(message.subject), bytes: raw }]);
    const result = await intakeDocument(mailActor(deps, organizationId, message.from), file!, {
      onlyOrders: true,
    });
    return outcomeOf(result);
  } catch (error) {
    const passing = error instanceof DocumentRefusedError && error.retryable;
    if (error instanceof HttpError && error.statusCode < 500 && !passing)
      return { status: 'failed', orderId: null, detail: error.message };
    throw error;
  }
}

/** The email's outcome, on the row its attempt started. */
async function record(db: Queryable, organizationId: string, message: MailboxMessage, outcome: Outcome) {
  await db.query(
    `update public.aide_intake_emails set status = $4, purchase_order_id = $5, detail = $6
      where organization_id = $1 and mailbox = $2 and message_id = $3 and status = 'reading'`,
    [
      organizationId,
      message.mailbox,
      message.id.slice(0, 255),
      outcome.status,
      outcome.orderId,
      outcome.detail.slice(0, 1000),
    ],
  );
}

/**
 * One run over every mailbox. pg-boss runs one at a time (the queue is stately); an email that fails for a
 * passing reason comes again next run (at most MAX_MAIL_ATTEMPTS readings in all), and the run then fails so the
 * job's metrics show it. An email whose raw message cannot be fetched is not read, and not counted.
 */
export async function takeInMail(deps: MailIntakeDeps): Promise<MailIntakeRun> {
  const domain = deps.emailDomain ?? DEFAULT_INTAKE_EMAIL_DOMAIN;
  const run: MailIntakeRun = { taken: 0, retried: 0 };
  let lastError: Error | null = null;
  for (const mailbox of deps.mailboxes) {
    for (const message of await mailbox.newMessages()) {
      const organizationId = await organizationFor(deps.db, message, domain);
      if (!organizationId) {
        await mailbox.taken(
          message,
          `No organization has the address ${message.to.join(', ')}: not taken in.`,
        );
        continue;
      }
      // A suspended organization's mail waits in the mailbox, untouched, until it is restored.
      if (await isSuspended(deps.db, organizationId)) continue;
      const known = await recorded(deps.db, organizationId, message);
      if (known && known.status !== 'reading') continue;
      try {
        let outcome: Outcome;
        if (known && known.attempts >= MAX_MAIL_ATTEMPTS) outcome = gaveUp(known.attempts, known.detail);
        else {
          const raw = await message.raw();
          const attempt = await startAttempt(deps.db, organizationId, message);
          try {
            outcome = await takeIn(deps, organizationId, message, raw);
          } catch (error) {
            const reason = (error as Error).message;
            if (attempt < MAX_MAIL_ATTEMPTS) {
              await noteAttempt(deps.db, organizationId, message, reason);
              throw error;
            }
            outcome = gaveUp(attempt, reason);
          }
        }
        await record(deps.db, organizationId, message, outcome);
        await mailbox.taken(message, outcome.detail);
        run.taken += 1;
      } catch (error) {
        run.retried += 1;
        lastError = error as Error;
      }
    }
  }
  if (lastError) throw new Error(`${run.retried} email(s) will be read again: ${lastError.message}`);
  return run;
}
