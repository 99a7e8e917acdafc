// POST /api/chat as the browser sends it, and the server-sent events of its answer.

export interface SseEvent {
  event: string;
  data: unknown;
}

export const postChat = (apiUrl: string, token: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${apiUrl}/api/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });

/** Reads the whole stream and parses each `event: <name>\ndata: <json>\n\n` block. */
export async function readSse(response: Response): Promise<SseEvent[]> {
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}
