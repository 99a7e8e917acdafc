import type { FastifyBaseLogger } from 'fastify';
import { ProviderError, type AnswerInput, type ChatProvider, type Citation } from '../chat-types.js';
import type { StoredAnswer } from './conversations.js';
import type { SseStream } from './sse-stream.js';

export const UNEXPECTED_ANSWER_ERROR = 'Something went wrong while answering. Try again in a moment.';

/**
 * Streams the provider's answer as `tool`, `delta` and `citations` events and returns what to store: complete,
 * stopped (the signal aborted: the client went away) or error (the message is also sent as the last event).
 * The final `done` event needs the stored message id, so the caller sends it.
 */
export async function streamAnswer(
  provider: ChatProvider,
  input: AnswerInput,
  sse: SseStream,
  log: FastifyBaseLogger,
): Promise<StoredAnswer> {
  let content = '';
  let citations: Citation[] = [];
  const stored = (status: StoredAnswer['status'], error: string | null = null): StoredAnswer => ({
    content,
    citations,
    provider: provider.info.kind,
    status,
    error,
  });
  try {
    for await (const event of provider.answer(input)) {
      if (input.signal.aborted) break;
      switch (event.type) {
        case 'delta':
          content += event.text;
          sse.send('delta', { text: event.text });
          break;
        case 'tool':
          sse.send('tool', { name: event.name, arguments: event.arguments });
          break;
        case 'citations':
          citations = event.citations;
          sse.send('citations', { citations });
          break;
      }
    }
  } catch (error) {
    if (input.signal.aborted) return stored('stopped');
    const message = error instanceof ProviderError ? error.message : UNEXPECTED_ANSWER_ERROR;
    if (!(error instanceof ProviderError)) log.error({ err: error }, 'chat answer failed');
    sse.send('error', { message, retryable: error instanceof ProviderError ? error.retryable : true });
    return stored('error', message);
  }
  return stored(input.signal.aborted ? 'stopped' : 'complete');
}
