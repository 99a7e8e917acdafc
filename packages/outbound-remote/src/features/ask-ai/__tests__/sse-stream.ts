/** A server-sent-events response body a test writes to event by event, as the API streams an answer. */
export function sseStream() {
  const encoder = new TextEncoder();
  /** Set once the page stops reading (Stop) or the test ends the answer. */
  let closed = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      closed = true;
    },
  });
  return {
    stream,
    send(event: string, data: unknown) {
      if (!closed) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close() {
      if (closed) return;
      closed = true;
      controller.close();
    },
  };
}

export type SseStream = ReturnType<typeof sseStream>;
