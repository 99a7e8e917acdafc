// A stand-in for an OpenAI-compatible chat-completions endpoint on a real local port. It speaks the streaming
// wire format (SSE `data: {chunk}` lines, then `data: [DONE]`), records every request and answers each one
// with the next scripted reply: streamed text, a tool call whose arguments arrive in pieces, an HTTP error,
// or text that never finishes (to test stopping).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { text: string[] }
  | { toolCalls: { id: string; name: string; argumentPieces: string[] }[] }
  | { status: number }
  /** A whole (non-streamed) chat completion with this message content. */
  | { completion: string }
  /** Streams these pieces, then keeps the response open until the client goes away. */
  | { hang: string[] };

export interface RecordedChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    response_format?: { type: string };
    messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
    tools?: { type: string; function: { name: string } }[];
    tool_choice?: string;
  };
}

export interface FakeOpenAi {
  /** Like LLM_BASE_URL (…/v1). */
  baseUrl: string;
  requests: RecordedChatRequest[];
  /** Queues replies, one per coming request. */
  script(...replies: FakeReply[]): void;
  /** Resolves when a hanging reply's client has disconnected. */
  clientGone(): Promise<void>;
  close(): Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

function openStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(chunk({ role: 'assistant', content: '' }));
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const requests: RecordedChatRequest[] = [];
  let gone: () => void = () => undefined;
  let goneOnce = new Promise<void>((resolve) => (gone = resolve));

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (data: Buffer) => (raw += data.toString('utf8')));
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as RecordedChatRequest['body'],
      });
      const reply = queue.shift();
      if (!reply) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'the test scripted no reply for this request' } }));
      } else if ('status' in reply) {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      } else if ('completion' in reply) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: 1_700_000_000,
            model: 'fake-model',
            choices: [
              { index: 0, message: { role: 'assistant', content: reply.completion }, finish_reason: 'stop' },
            ],
          }),
        );
      } else if ('text' in reply) {
        openStream(response);
        for (const piece of reply.text) response.write(chunk({ content: piece }));
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
      } else if ('toolCalls' in reply) {
        openStream(response);
        reply.toolCalls.forEach((call, index) => {
          // The first piece names the call; the arguments follow in fragments, as real providers send them.
          response.write(
            chunk({
              tool_calls: [
                { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } },
              ],
            }),
          );
          for (const piece of call.argumentPieces) {
            response.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
          }
        });
        response.write(chunk({}, 'tool_calls'));
        response.end('data: [DONE]\n\n');
      } else {
        openStream(response);
        for (const piece of reply.hang) response.write(chunk({ content: piece }));
        response.on('close', () => gone());
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    clientGone: async () => {
      await goneOnce;
      goneOnce = new Promise<void>((resolve) => (gone = resolve));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
