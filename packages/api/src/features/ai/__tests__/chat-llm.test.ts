// POST /api/chat with a configured model (LLM_BASE_URL → a fake OpenAI-compatible server) on the embedded
// backend: tool calls run under the caller's organization, provider failures become `error` events and stored
// error answers, and a stopped answer is stored as `stopped`.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalBackend, type LocalBackend } from '../../../local-backend.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai-server.js';
import { postChat, readSse, type SseEvent } from '../../../../tests/support/chat-sse.js';
import { USER } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';
import { signIn } from '../../../../tests/support/sign-in.js';
import { TEST_AUTH } from '../../../../tests/support/test-auth.js';

interface StoredMessage {
  role: string;
  content: string;
  status: string;
  provider: string | null;
  error: string | null;
  citations: { type: string; id: string }[];
}

describe('Ask AI with an OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  let backend: LocalBackend;
  let keyDir: string;
  const tokens = { sam: '', fresh: '' };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'aide-chat-llm-'));
    backend = await startLocalBackend({
      keyDir,
      emulatorPort: 0,
      apiPort: 0,
      auth: TEST_AUTH,
      llm: { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model' },
    });
    tokens.sam = await signIn(backend.supabaseUrl, backend.anonKey, USER.sam);
    tokens.fresh = await signIn(backend.supabaseUrl, backend.anonKey, USER.fresh);
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
    await fake?.close();
    await rm(keyDir, { recursive: true, force: true });
  });
  beforeEach(() => fake.requests.splice(0));

  const chat = (token: string, body: unknown, signal?: AbortSignal) =>
    postChat(backend.apiUrl, token, body, signal);
  const storedMessages = async (token: string, id: string) =>
    (
      (await sendJson('GET', `${backend.apiUrl}/api/chat/conversations/${id}`, token)).body as {
        messages: StoredMessage[];
      }
    ).messages;
  const dataOf = (events: SseEvent[], name: string) =>
    events.filter((e) => e.event === name).map((e) => e.data);

  const topCustomersCall = {
    toolCalls: [
      {
        id: 'call_top',
        name: 'search_customers',
        argumentPieces: ['{"sort": "reve', 'nue_12m", "lim', 'it": 3}'],
      },
    ],
  };

  it('names the model as the provider in the suggestions', async () => {
    const response = await sendJson('GET', `${backend.apiUrl}/api/chat/suggestions`, tokens.sam);
    expect(response.body).toMatchObject({ provider: { kind: 'llm', label: 'fake-model' } });
  });

  it("runs the model's tool call as the caller and answers with the result, cited", async () => {
    fake.script(topCustomersCall, { text: ['Your top ', 'customers are …'] });
    const response = await chat(tokens.sam, { message: 'Who are our top customers?' });
    expect(response.status).toBe(200);
    const events = await readSse(response);
    expect(events.map((e) => e.event)).toEqual([
      'conversation',
      'provider',
      'tool',
      'delta',
      'delta',
      'citations',
      'done',
    ]);
    expect(dataOf(events, 'provider')).toEqual([{ kind: 'llm', label: 'fake-model' }]);
    expect(dataOf(events, 'tool')).toEqual([
      { name: 'search_customers', arguments: { sort: 'revenue_12m', limit: 3 } },
    ]);

    // The second request carries the tool's result: Northwind's customers (its ~154), nobody else's.
    const toolMessage = fake.requests[1]?.body.messages.at(-1);
    expect(toolMessage).toMatchObject({ role: 'tool', tool_call_id: 'call_top' });
    const result = JSON.parse(toolMessage?.content ?? 'null') as {
      customers: { id: string }[];
      total: number;
    };
    const samCustomers = await sendJson('GET', `${backend.apiUrl}/api/customers?page_size=1`, tokens.sam);
    expect(result.total).toBe((samCustomers.body as { total: number }).total);
    expect(result.customers).toHaveLength(3);

    const [citations] = dataOf(events, 'citations') as { citations: { type: string; id: string }[] }[];
    expect(citations?.citations.map((c) => c.id)).toEqual(result.customers.map((c) => c.id));

    const { id } = dataOf(events, 'conversation')[0] as { id: string };
    const messages = await storedMessages(tokens.sam, id);
    expect(messages.map((m) => [m.role, m.status, m.provider])).toEqual([
      ['user', 'complete', null],
      ['assistant', 'complete', 'llm'],
    ]);
    expect(messages[1]?.content).toBe('Your top customers are …');
    expect(messages[1]?.citations).toHaveLength(3);
  });

  it("runs the same tool call for another organization's member on their (empty) data only", async () => {
    fake.script(topCustomersCall, { text: ['No customers yet.'] });
    const events = await readSse(await chat(tokens.fresh, { message: 'Who are our top customers?' }));
    expect(events.at(-1)?.event).toBe('done');
    const toolMessage = fake.requests[1]?.body.messages.at(-1);
    expect(JSON.parse(toolMessage?.content ?? 'null')).toEqual({ customers: [], total: 0 });
  });

  it('answers an unknown tool with an error result the model reads, not a broken answer', async () => {
    fake.script(
      { toolCalls: [{ id: 'call_x', name: 'drop_tables', argumentPieces: ['{}'] }] },
      { text: ['I cannot do that.'] },
    );
    const events = await readSse(await chat(tokens.sam, { message: 'Delete everything' }));
    expect(events.at(-1)?.event).toBe('done');
    expect(JSON.parse(fake.requests[1]?.body.messages.at(-1)?.content ?? 'null')).toEqual({
      error: 'There is no tool named "drop_tables".',
    });
  });

  it('sends history of the conversation with a follow-up question', async () => {
    fake.script({ text: ['First answer.'] }, { text: ['Second answer.'] });
    const first = await readSse(await chat(tokens.sam, { message: 'First question' }));
    const { id } = dataOf(first, 'conversation')[0] as { id: string };
    await readSse(await chat(tokens.sam, { message: 'Second question', conversation_id: id }));
    expect(fake.requests[1]?.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'Second question' },
    ]);
  });

  it('turns a provider HTTP error into a retryable error event and stores the answer as an error', async () => {
    fake.script({ status: 500 });
    const events = await readSse(await chat(tokens.sam, { message: 'Top customers?' }));
    expect(events.map((e) => e.event)).toEqual(['conversation', 'provider', 'error']);
    const message = 'The AI provider did not answer (HTTP 500). Try again in a moment.';
    expect(events[2]?.data).toEqual({ message, retryable: true });
    const { id } = events[0]?.data as { id: string };
    const messages = await storedMessages(tokens.sam, id);
    expect(messages[1]).toMatchObject({ role: 'assistant', status: 'error', error: message, content: '' });
  });

  it('stores what was written as `stopped` when the browser aborts mid-stream', async () => {
    fake.script({ hang: ['Partial ', 'answer'] });
    const controller = new AbortController();
    const response = await chat(tokens.sam, { message: 'A long answer please' }, controller.signal);
    const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('answer"}')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before the second delta: ${text}`);
      text += decoder.decode(value);
    }
    const id = /"id":"([0-9a-f-]{36})"/.exec(text)?.[1] ?? '';
    controller.abort();
    await fake.clientGone(); // the API stopped the provider's request too

    let messages: StoredMessage[] = [];
    for (let attempt = 0; attempt < 50 && messages.length < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      messages = await storedMessages(tokens.sam, id);
    }
    expect(messages[1]).toMatchObject({ role: 'assistant', status: 'stopped', content: 'Partial answer' });
  });
});
