// Ask AI routes with the built-in analyst (no LLM_BASE_URL) on PGlite and on real PostgreSQL: the event stream,
// conversations kept per user, refusals, and CORS on the hijacked event stream.
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postChat, readSse } from '../../../../tests/support/chat-sse.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { sendJson } from '../../../../tests/support/send-json.js';
import { withoutRequestId } from '../../../../tests/support/http.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Conversation {
  id: string;
  title: string;
  messages: {
    role: string;
    content: string;
    status: string;
    provider: string | null;
    citations: unknown[];
  }[];
}

describe.each(apiBackends)('Ask AI routes on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam', 'fresh', 'ivy']);

  const send = (method: string, token: string, path: string, body?: unknown) =>
    sendJson(method, `${api.apiUrl}${path}`, token, body);
  let conversationId = '';

  it('streams conversation, provider, deltas, citations and done, in that order', async () => {
    const response = await postChat(api.apiUrl, tokens.sam, {
      message: '  Who were our top customers by revenue last quarter?  ',
    });
    expect(response.status).toBe(200);
    const events = await readSse(response);
    const names = events.map((e) => e.event);
    expect(names.slice(0, 2)).toEqual(['conversation', 'provider']);
    expect(names.slice(-2)).toEqual(['citations', 'done']);
    expect(names.filter((n) => n === 'delta').length).toBeGreaterThan(0);
    expect(names.indexOf('citations')).toBeGreaterThan(names.lastIndexOf('delta'));
    expect(events[1]?.data).toEqual({ kind: 'builtin', label: 'Built-in analyst' });
    const conversation = events[0]?.data as { id: string; title: string };
    expect(conversation.title).toBe('Who were our top customers by revenue last quarter?');
    conversationId = conversation.id;
    const citations = (events.at(-2)?.data as { citations: { type: string; href: string }[] }).citations;
    expect(citations.length).toBeGreaterThan(0);
    expect(
      citations.some((c) => c.type === 'customer' && c.href.startsWith('/sales-assistant/customers/')),
    ).toBe(true);
    expect(events.at(-1)?.data).toMatchObject({ status: 'complete', message_id: expect.any(String) });
  });

  it('stores the question and the answer, continues the conversation and lists it newest first', async () => {
    const follow = await readSse(
      await postChat(api.apiUrl, tokens.sam, {
        message: 'Which customers stopped ordering?',
        conversation_id: conversationId,
      }),
    );
    expect(follow[0]?.data).toMatchObject({ id: conversationId });
    expect(follow.at(-1)?.event).toBe('done');

    const detail = await send('GET', tokens.sam, `/api/chat/conversations/${conversationId}`);
    expect(detail.status).toBe(200);
    const body = detail.body as Conversation;
    expect(body.messages.map((m) => [m.role, m.status, m.provider])).toEqual([
      ['user', 'complete', null],
      ['assistant', 'complete', 'builtin'],
      ['user', 'complete', null],
      ['assistant', 'complete', 'builtin'],
    ]);
    expect(body.messages[0]?.content).toBe('Who were our top customers by revenue last quarter?');
    expect(body.messages[1]?.content.length).toBeGreaterThan(0);
    expect(body.messages[1]?.citations.length).toBeGreaterThan(0);

    await readSse(
      await postChat(api.apiUrl, tokens.sam, { message: 'What were our best sellers last month?' }),
    );
    const list = await send('GET', tokens.sam, '/api/chat/conversations');
    const items = (list.body as { items: { id: string; title: string; message_count: number }[] }).items;
    expect(items[0]?.title).toBe('What were our best sellers last month?');
    expect(items.find((c) => c.id === conversationId)).toMatchObject({ message_count: 4 });
  });

  it("keeps conversations per user: another member's is not found, and not listed", async () => {
    const list = await send('GET', tokens.fresh, '/api/chat/conversations');
    expect((list.body as { items: unknown[] }).items).toEqual([]);
    const notFound = { error: 'not_found', message: 'Conversation not found.' };
    expect(await send('GET', tokens.fresh, `/api/chat/conversations/${conversationId}`)).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect(await send('DELETE', tokens.fresh, `/api/chat/conversations/${conversationId}`)).toMatchObject({
      status: 404,
      body: notFound,
    });
    const response = await postChat(api.apiUrl, tokens.fresh, {
      message: 'Hi',
      conversation_id: conversationId,
    });
    expect(response.status).toBe(404);
    expect(withoutRequestId(response, await response.json())).toEqual(notFound);
  });

  it('refuses an empty or too long message, and a malformed conversation id, with 400', async () => {
    for (const body of [{ message: '   ' }, { message: '' }, { message: 'x'.repeat(4001) }, {}]) {
      const response = await postChat(api.apiUrl, tokens.sam, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    }
    const badId = await postChat(api.apiUrl, tokens.sam, { message: 'Hi', conversation_id: 'nope' });
    expect(badId.status).toBe(400);
  });

  it('refuses members of an inbound-plan organization (403) and callers without a token (401)', async () => {
    const refused = await postChat(api.apiUrl, tokens.ivy, { message: 'Hi' });
    expect(refused.status).toBe(403);
    expect(withoutRequestId(refused, await refused.json())).toEqual({
      error: 'forbidden',
      message: 'This feature is part of the outbound plan.',
    });
    for (const path of ['/api/chat/conversations', '/api/chat/suggestions']) {
      expect((await send('GET', tokens.ivy, path)).status).toBe(403);
    }
    expect((await fetch(`${api.apiUrl}/api/chat/conversations`)).status).toBe(401);
  });

  it('suggests six questions naming the best customer, and generic ones for an empty organization', async () => {
    const sam = (await send('GET', tokens.sam, '/api/chat/suggestions')).body as {
      provider: unknown;
      suggestions: string[];
    };
    expect(sam.provider).toEqual({ kind: 'builtin', label: 'Built-in analyst' });
    expect(sam.suggestions).toHaveLength(6);
    expect(sam.suggestions[4]).toMatch(/^What should we offer .+\?$/);
    const fresh = (await send('GET', tokens.fresh, '/api/chat/suggestions')).body as {
      suggestions: string[];
    };
    expect(fresh.suggestions).toHaveLength(6);
    expect(fresh.suggestions).toContain('Which offers are running now?');
  });

  it('lets a browser of an allowed origin read the event stream (CORS on the hijacked reply)', async () => {
    const request = (origin: string) =>
      fetch(`${api.apiUrl}/api/chat`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.sam}`,
          'content-type': 'application/json',
          origin,
        },
        body: JSON.stringify({ message: 'Which products have fewer than 20 in stock?' }),
      });
    const allowed = await request('http://localhost:3001');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    await allowed.text();
    const other = await request('https://evil.test');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await other.text();
  });

  it('deletes a conversation with its messages', async () => {
    expect((await send('DELETE', tokens.sam, `/api/chat/conversations/${conversationId}`)).status).toBe(204);
    expect((await send('GET', tokens.sam, `/api/chat/conversations/${conversationId}`)).status).toBe(404);
    const list = await send('GET', tokens.sam, '/api/chat/conversations');
    expect((list.body as { items: { id: string }[] }).items.map((c) => c.id)).not.toContain(conversationId);
  });
});
