/**
 * The mail intake job's work: every new email of the intake mailboxes is routed to its organization (by the
 * mailbox, or by its intake address), read like an uploaded .eml (intake-documents.ts: the order in its first
 * attachment with one, else its body) and recorded in aide_intake_emails, so none is read twice and the
 * Purchase Orders tab shows what became of each. Emails without an order are recorded as ignored.
 */
import type { LlmConfig } from '../../../../config.js';
import type { Db, Queryable } from '../../../../db/db.js';
import { HttpError } from '../../../../http/error-handler.js';
import { DEFAULT_INTAKE_EMAIL_DOMAIN, organizationPrefixOf } from '../intake-address.js';
import { checkFiles, intakeDocument, type IntakeActor, type IntakeResult } from '../intake-documents.js';
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
  /** Emails left for the next run after a passing failure (Storage or a mailbox unreachable). */
  retried: number;
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

async function recorded(db: Queryable, organizationId: string, message: MailboxMessage): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from public.aide_intake_emails where organization_id = $1 and mailbox = $2 and message_id = $3`,
    [organizationId, message.mailbox, message.id],
  );
  return rows.length > 0;
}

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

/** Reads one email into an order; a refused email (4xx: not readable, too large) is an outcome, not a retry. */
async function takeIn(
  deps: MailIntakeDeps,
  organizationId: string,
  message: MailboxMessage,
): Promise<Outcome> {
  try {
    const [file] = checkFiles([{ filename: emlName(message.subject), bytes: await message.raw() }]);
    const result = await intakeDocument(mailActor(deps, organizationId, message.from), file!, {
      onlyOrders: true,
    });
    return outcomeOf(result);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500)
      return { status: 'failed', orderId: null, detail: error.message };
    throw error;
  }
}

async function record(db: Queryable, organizationId: string, message: MailboxMessage, outcome: Outcome) {
  await db.query(
    `insert into public.aide_intake_emails (organization_id, mailbox, message_id, from_email, subject, received_at,
       status, purchase_order_id, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (organization_id, mailbox, message_id) do nothing`,
    [
      organizationId,
      message.mailbox,
      message.id.slice(0, 255),
      message.from.slice(0, 320) || null,
      message.subject.slice(0, 998),
      message.receivedAt,
      outcome.status,
      outcome.orderId,
      outcome.detail.slice(0, 1000),
    ],
  );
}

/**
 * One run over every mailbox. pg-boss runs one at a time (the queue is stately); an email that fails for a
 * passing reason is not recorded and comes again next run, and the run then fails so the job's metrics show it.
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
      if (await recorded(deps.db, organizationId, message)) continue;
      try {
        const outcome = await takeIn(deps, organizationId, message);
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
