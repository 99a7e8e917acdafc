import type { FastifyReply } from 'fastify';

/** One server-sent event stream on a hijacked reply: `event: <name>\ndata: <json>\n\n` per event. */
export interface SseStream {
  send(event: string, data: unknown): void;
  end(): void;
  /** True once the client has gone (aborted the request) or the stream was ended. */
  readonly closed: boolean;
}

/**
 * Takes the reply over from Fastify and opens the event stream. Headers Fastify's hooks already set on the
 * reply (CORS for an allowed origin, Vary) are carried over, since a hijacked reply skips Fastify's writer.
 */
export function openSseStream(reply: FastifyReply): SseStream {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Reverse proxies (nginx) would otherwise buffer the answer and the user would see it all at once.
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  return {
    send(event, data) {
      if (!raw.writableEnded && !raw.destroyed)
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
    get closed() {
      return raw.writableEnded || raw.destroyed;
    },
  };
}
