import { createParser } from 'eventsource-parser';
import { getRuntimeConfig, getSupabase } from '@aide/shared-auth';
import type { AnswerStatus, Citation, ProviderInfo } from '../api/chat-api';

/** The server-sent events of `POST /api/chat` (docs/ai-employee-api.md "Ask AI"). */
export type ChatStreamEvent =
  | { event: 'conversation'; data: { id: string; title: string } }
  | { event: 'provider'; data: ProviderInfo }
  | { event: 'tool'; data: { name: string; arguments: Record<string, unknown> } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'citations'; data: { citations: Citation[] } }
  | { event: 'done'; data: { message_id: string; status: AnswerStatus } }
  | { event: 'error'; data: { message: string; retryable: boolean } };

const EVENT_NAMES = new Set<string>([
  'conversation',
  'provider',
  'tool',
  'delta',
  'citations',
  'done',
  'error',
]);

/** A question the API refused or could not take (before any answer was streamed): the message is shown as is. */
export class ChatRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ChatRequestError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the Aide API. Check your connection and try again.';
export const CUT_OFF_MESSAGE = 'The answer was cut off before it finished. Try again.';

export interface StreamChatInput {
  message: string;
  conversationId: string | null;
  signal: AbortSignal;
  onEvent: (event: ChatStreamEvent) => void;
}

/**
 * Asks a question and calls `onEvent` for each server-sent event as it arrives. RTK Query cannot stream, so
 * this builds the request the way shared-auth's baseApi does: run-time API base URL plus the session's bearer.
 * Rejects with ChatRequestError on a refusal, a network failure or a stream that ends without `done`/`error`,
 * and with the AbortError when `signal` aborts.
 */
export async function streamChat({
  message,
  conversationId,
  signal,
  onEvent,
}: StreamChatInput): Promise<void> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const { data } = await getSupabase().auth.getSession();
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (data.session) headers.authorization = `Bearer ${data.session.access_token}`;
  const body = JSON.stringify(conversationId ? { message, conversation_id: conversationId } : { message });

  let response: Response;
  try {
    response = await fetch(`${base}/api/chat`, { method: 'POST', headers, body, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatRequestError(NETWORK_ERROR_MESSAGE, null);
  }
  if (!response.ok || !response.body) throw await refusal(response);

  let finished = false;
  const parser = createParser({
    onEvent({ event, data: raw }) {
      if (!event || !EVENT_NAMES.has(event)) return;
      const parsed = { event, data: JSON.parse(raw) as unknown } as ChatStreamEvent;
      if (parsed.event === 'done' || parsed.event === 'error') finished = true;
      onEvent(parsed);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  // Not every fetch errors a body that is already streaming when its request aborts; cancelling it always ends
  // the read below at once.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // `stream: true` keeps a multi-byte character split across chunks intact.
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatRequestError(CUT_OFF_MESSAGE, null);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  if (signal.aborted) throw new DOMException('The answer was stopped.', 'AbortError');
  if (!finished) throw new ChatRequestError(CUT_OFF_MESSAGE, null);
}

/** The API's `{ message }` for a refused question, or a plain description of the status. */
async function refusal(response: Response): Promise<ChatRequestError> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) {
      return new ChatRequestError(body.message, response.status);
    }
  } catch {
    // Not JSON (a proxy's error page): fall back to the status.
  }
  return new ChatRequestError(
    `The question could not be sent (HTTP ${response.status}). Try again.`,
    response.status,
  );
}
