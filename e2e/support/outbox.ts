import { expect, type APIRequestContext } from '@playwright/test';
import { LOCAL_SUPABASE } from './api';

/** The local Supabase emulator's outbox, where confirmation and recovery emails land. */
const OUTBOX = `${LOCAL_SUPABASE}/outbox/messages`;

interface OutboxMessage {
  to: string;
  subject: string;
  link: string | null;
  /** Auth emails (`signup`, `recovery`, `invite`) and what the AI employee sent locally (`outreach`). */
  type: 'signup' | 'recovery' | 'invite' | 'outreach';
  created_at: string;
}

/** Every email sent to an address, newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${OUTBOX}?to=${encodeURIComponent(to)}`);
  return (await response.json()) as OutboxMessage[];
}

/** Waits for the newest email of a type to an address and returns its link. */
export async function latestEmailLink(
  request: APIRequestContext,
  to: string,
  type: OutboxMessage['type'],
  since: Date,
) {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const messages = await readOutbox(request, to);
      link =
        messages.find((message) => message.type === type && new Date(message.created_at) >= since)?.link ??
        null;
      return link;
    })
    .not.toBeNull();
  return link as unknown as string;
}
