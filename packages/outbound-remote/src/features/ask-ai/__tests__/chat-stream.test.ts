import { http, HttpResponse } from 'msw';
import { initSupabase, setRuntimeConfig } from '@aide/shared-auth';
import { setupFakeNetwork, TEST_RUNTIME_CONFIG } from '@aide/shared-auth/testing';
import { CUT_OFF_MESSAGE, streamChat, type ChatStreamEvent } from '../lib/chat-stream';

const server = setupFakeNetwork();

beforeAll(() => {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  initSupabase(TEST_RUNTIME_CONFIG, { autoRefreshToken: false });
});

/** A response body delivered in exactly these byte chunks. */
function answerWithChunks(chunks: Uint8Array[]) {
  server.use(
    http.post('http://api.test/api/chat', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          chunks.forEach((chunk) => controller.enqueue(chunk));
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
}

async function collect(): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  await streamChat({
    message: 'Hi',
    conversationId: null,
    signal: new AbortController().signal,
    onEvent: (event) => events.push(event),
  });
  return events;
}

describe('streamChat', () => {
  it('parses events split anywhere, even inside a multi-byte character, and skips unknown events', async () => {
    const text =
      'event: delta\ndata: {"text":"Café ☕"}\n\n' +
      ': keep-alive comment\n\n' +
      'event: ping\ndata: {}\n\n' +
      'event: done\ndata: {"message_id":"m1","status":"complete"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const cut = bytes.indexOf(0xe2) + 1; // inside the three bytes of ☕
    answerWithChunks([bytes.slice(0, 7), bytes.slice(7, cut), bytes.slice(cut)]);

    expect(await collect()).toEqual([
      { event: 'delta', data: { text: 'Café ☕' } },
      { event: 'done', data: { message_id: 'm1', status: 'complete' } },
    ]);
  });

  it('rejects a stream that ends before done or error as cut off', async () => {
    answerWithChunks([new TextEncoder().encode('event: delta\ndata: {"text":"Half"}\n\n')]);
    await expect(collect()).rejects.toThrow(CUT_OFF_MESSAGE);
  });

  it('names the status when a refusal has no JSON message', async () => {
    server.use(http.post('http://api.test/api/chat', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(collect()).rejects.toThrow('The question could not be sent (HTTP 502). Try again.');
  });
});
