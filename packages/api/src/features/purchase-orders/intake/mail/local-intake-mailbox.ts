import type { IntakeMailbox } from './intake-mailbox.js';

/** What the embedded backend's mail catcher offers (packages/supabase-emulator, emulator_private.inbox). */
export interface LocalInbox {
  readNew(): Promise<
    { id: number; from: string; to: string; subject: string; raw: Uint8Array; received_at: string }[]
  >;
  markTaken(id: number, note: string): Promise<void>;
}

/** The local mail catcher as an intake mailbox: every email a tester sends at /mail. */
export function localIntakeMailbox(inbox: LocalInbox): IntakeMailbox {
  return {
    async newMessages() {
      const messages = await inbox.readNew();
      return messages.map((message) => ({
        mailbox: 'local' as const,
        id: String(message.id),
        organizationId: null,
        to: [message.to],
        from: message.from,
        subject: message.subject,
        receivedAt: new Date(message.received_at),
        raw: () => Promise.resolve(message.raw),
      }));
    },
    taken: (message, note) => inbox.markTaken(Number(message.id), note),
  };
}
