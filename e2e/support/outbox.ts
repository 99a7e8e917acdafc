import { expect, type APIRequestContext } from '@playwright/test';

/** The local Supabase emulator's outbox, where confirmation and recovery emails land. */
const OUTBOX = 'http://127.0.0.1:54321/outbox/messages';

interface OutboxMessage {
  to: string;
  subject: string;
  link: string | null;
  type: 'signup' | 'recovery';
  created_at: string;
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
      const response = await request.get(`${OUTBOX}?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as OutboxMessage[];
      link =
        messages.find((message) => message.type === type && new Date(message.created_at) >= since)?.link ??
        null;
      return link;
    })
    .not.toBeNull();
  return link as unknown as string;
}
