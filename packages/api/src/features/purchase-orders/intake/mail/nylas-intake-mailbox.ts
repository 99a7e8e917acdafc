import type { NylasConfig } from '../../../../config.js';
import type { Queryable } from '../../../../db/db.js';
import type { TokenCipher } from '../../../../secrets/token-cipher.js';
import type { IntakeMailbox, MailboxMessage } from './intake-mailbox.js';

const REQUEST_TIMEOUT_MS = 20_000;
const PAGE_SIZE = 50;
const MAX_PAGES = 4;
/** Mail seen at most this long before the last email taken in is listed again (late deliveries, clock skew). */
const LOOK_BACK_SECONDS = 15 * 60;
/** The first poll of a mailbox looks back a day. */
const FIRST_LOOK_BACK_SECONDS = 24 * 60 * 60;

export interface NylasIntakeOptions {
  config: NylasConfig;
  db: Queryable;
  /** Decrypts the AI employees' stored grants; without it only the operator's intake mailbox is read. */
  cipher: TokenCipher | null;
  /** NYLAS_INTAKE_GRANT_ID: the operator's mailbox for the intake domain (routed by each email's To). */
  intakeGrantId: string | null;
}

interface Grant {
  grantId: string;
  /** null: the operator's intake mailbox, every organization's. */
  organizationId: string | null;
}

interface NylasMessage {
  id: string;
  subject?: string | null;
  date?: number;
  from?: { email?: string }[];
  to?: { email?: string }[];
  cc?: { email?: string }[];
}

/** Nylas v3 messages: `GET /v3/grants/{grant}/messages` and the raw MIME with `?fields=raw_mime`. */
export function nylasIntakeMailbox(options: NylasIntakeOptions): IntakeMailbox {
  const { config, db } = options;
  const get = async (path: string) => {
    const response = await fetch(`${config.apiUri}${path}`, {
      headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: unknown;
      next_cursor?: string | null;
      error?: { message?: string };
    } | null;
    if (!response.ok)
      throw new Error(`Nylas answered HTTP ${response.status}: ${body?.error?.message ?? 'no message'}`);
    return body ?? {};
  };

  async function grants(): Promise<Grant[]> {
    const list: Grant[] = options.intakeGrantId
      ? [{ grantId: options.intakeGrantId, organizationId: null }]
      : [];
    const cipher = options.cipher;
    if (!cipher) return list;
    // AI employees with a connected mailbox, of organizations on the inbound plan.
    const { rows } = await db.query<{ organization_id: string; grant: string }>(
      `select e.organization_id, e.email_token_encrypted as grant from public.ai_employees e
         join public.aide_organizations o on o.id = e.organization_id
        where o.aide_plan = 'inbound' and e.email_token_encrypted is not null`,
    );
    return [
      ...list,
      ...rows.map((row) => ({ grantId: cipher.decrypt(row.grant), organizationId: row.organization_id })),
    ];
  }

  async function since(grant: Grant): Promise<number> {
    const { rows } = await db.query<{ last: Date | null }>(
      `select max(received_at) as last from public.aide_intake_emails
        where mailbox = 'nylas' and ($1::uuid is null or organization_id = $1)`,
      [grant.organizationId],
    );
    const last = rows[0]?.last;
    const now = Math.floor(Date.now() / 1000);
    return last
      ? Math.floor(new Date(last).getTime() / 1000) - LOOK_BACK_SECONDS
      : now - FIRST_LOOK_BACK_SECONDS;
  }

  const toMessage = (grant: Grant, message: NylasMessage): MailboxMessage => ({
    mailbox: 'nylas',
    id: message.id,
    organizationId: grant.organizationId,
    to: [...(message.to ?? []), ...(message.cc ?? [])].flatMap((a) => (a.email ? [a.email] : [])),
    from: message.from?.[0]?.email ?? '',
    subject: message.subject ?? '',
    receivedAt: new Date((message.date ?? Date.now() / 1000) * 1000),
    async raw() {
      const { data } = await get(
        `/v3/grants/${encodeURIComponent(grant.grantId)}/messages/${encodeURIComponent(message.id)}?fields=raw_mime`,
      );
      const rawMime = (data as { raw_mime?: unknown } | undefined)?.raw_mime;
      if (typeof rawMime !== 'string' || !rawMime) throw new Error('Nylas answered without the raw message.');
      return Buffer.from(rawMime, 'base64url');
    },
  });

  return {
    async newMessages() {
      const messages: MailboxMessage[] = [];
      for (const grant of await grants()) {
        const query = new URLSearchParams({
          limit: String(PAGE_SIZE),
          received_after: String(await since(grant)),
        });
        for (let page = 0; page < MAX_PAGES; page++) {
          const body = await get(
            `/v3/grants/${encodeURIComponent(grant.grantId)}/messages?${query.toString()}`,
          );
          const data = Array.isArray(body.data) ? (body.data as NylasMessage[]) : [];
          messages.push(...data.filter((m) => typeof m.id === 'string').map((m) => toMessage(grant, m)));
          if (!body.next_cursor) break;
          query.set('page_token', body.next_cursor);
        }
      }
      // Oldest first, so the cursor only moves past emails already recorded.
      return messages.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
    },
    taken: () => Promise.resolve(),
  };
}
