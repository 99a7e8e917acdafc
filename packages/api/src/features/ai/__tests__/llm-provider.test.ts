// The OpenAI-compatible provider against a fake chat-completions server speaking the real streaming format.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ChatEvent, ToolResult } from '../chat-types.js';
import { ProviderError } from '../chat-types.js';
import { MAX_TOOL_ROUNDS, createOpenAiProvider } from '../provider/openai-provider.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai-server.js';

const TOOLS = [
  {
    name: 'search_customers',
    description: 'Finds customers',
    parameters: { type: 'object', properties: { search: { type: 'string' } } },
  },
];

const CUSTOMER = {
  type: 'customer' as const,
  id: 'c1',
  label: 'Maria Anders',
  href: '/sales-assistant/customers/c1',
};

describe('OpenAI-compatible provider', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.requests.splice(0));

  const provider = (baseUrl = fake.baseUrl) =>
    createOpenAiProvider({
      baseUrl,
      apiKey: 'sk-test',
      model: 'fake-model',
      tools: TOOLS,
      organizationName: 'Northwind Traders',
    });

  async function collect(events: AsyncIterable<ChatEvent>): Promise<{ events: ChatEvent[]; error: unknown }> {
    const seen: ChatEvent[] = [];
    try {
      for await (const event of events) seen.push(event);
      return { events: seen, error: null };
    } catch (error) {
      return { events: seen, error };
    }
  }

  /** The answer failed before any event with a ProviderError worth retrying, saying `message`. */
  function expectRetryableFailure(
    { events, error }: { events: ChatEvent[]; error: unknown },
    message: string,
  ) {
    expect(events).toEqual([]);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message, retryable: true });
  }

  /** A tool runner that records its calls and answers with `result`. */
  function recordingRunner(result: ToolResult) {
    const calls: [string, Record<string, unknown>][] = [];
    const run = (name: string, args: Record<string, unknown>) => {
      calls.push([name, args]);
      return Promise.resolve(result);
    };
    return Object.assign(run, { calls });
  }

  const input = (runTool = recordingRunner({ data: null, citations: [] })) => ({
    history: [
      { role: 'user' as const, content: 'Hello' },
      { role: 'assistant' as const, content: 'Hi, how can I help?' },
    ],
    question: 'Who is Maria?',
    runTool,
    signal: new AbortController().signal,
    today: '2026-11-20',
  });

  it('streams plain text as deltas, then empty citations, with the system prompt, history and tools', async () => {
    fake.script({ text: ['Hello ', 'from the ', 'model.'] });
    const llm = provider();
    expect(llm.info).toEqual({ kind: 'llm', label: 'fake-model' });
    const { events, error } = await collect(llm.answer(input()));
    expect(error).toBeNull();
    expect(events).toEqual([
      { type: 'delta', text: 'Hello ' },
      { type: 'delta', text: 'from the ' },
      { type: 'delta', text: 'model.' },
      { type: 'citations', citations: [] },
    ]);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'fake-model', stream: true, tool_choice: 'auto' });
    expect(request?.body.tools?.map((tool) => tool.function.name)).toEqual(['search_customers']);
    const messages = request?.body.messages ?? [];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('Northwind Traders');
    expect(messages[0]?.content).toContain('2026-11-20');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi, how can I help?' },
      { role: 'user', content: 'Who is Maria?' },
    ]);
  });

  it('runs a tool call whose arguments arrive in pieces and sends the result back as a tool message', async () => {
    fake.script(
      {
        toolCalls: [
          { id: 'call_1', name: 'search_customers', argumentPieces: ['{"sea', 'rch": "Ma', 'ria"}'] },
        ],
      },
      { text: ['[Maria Anders](/sales-assistant/customers/c1) is a customer.'] },
    );
    const runTool = recordingRunner({
      data: { customers: [{ name: 'Maria Anders' }] },
      citations: [CUSTOMER],
    });
    const { events, error } = await collect(provider().answer(input(runTool)));
    expect(error).toBeNull();
    expect(runTool.calls).toEqual([['search_customers', { search: 'Maria' }]]);
    expect(events).toEqual([
      { type: 'tool', name: 'search_customers', arguments: { search: 'Maria' } },
      { type: 'delta', text: '[Maria Anders](/sales-assistant/customers/c1) is a customer.' },
      { type: 'citations', citations: [CUSTOMER] },
    ]);
    const second = fake.requests[1]?.body.messages ?? [];
    expect(second.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [
        { id: 'call_1', function: { name: 'search_customers', arguments: '{"search": "Maria"}' } },
      ],
    });
    expect(second.at(-1)).toEqual({
      role: 'tool',
      tool_call_id: 'call_1',
      content: JSON.stringify({ customers: [{ name: 'Maria Anders' }] }),
    });
  });

  it(`stops calling tools after ${MAX_TOOL_ROUNDS} rounds: the last request forbids them`, async () => {
    const call = { id: 'call', name: 'search_customers', argumentPieces: ['{}'] };
    fake.script(...Array.from({ length: MAX_TOOL_ROUNDS - 1 }, () => ({ toolCalls: [call] })), {
      text: ['Done.'],
    });
    const runTool = recordingRunner({ data: [], citations: [CUSTOMER] });
    const { events, error } = await collect(provider().answer(input(runTool)));
    expect(error).toBeNull();
    expect(fake.requests).toHaveLength(MAX_TOOL_ROUNDS);
    expect(fake.requests.at(-1)?.body.tool_choice).toBe('none');
    // The same row cited by every round is cited once.
    expect(events.at(-1)).toEqual({ type: 'citations', citations: [CUSTOMER] });
  });

  it('turns an HTTP error into a retryable ProviderError naming the status', async () => {
    fake.script({ status: 500 });
    expectRetryableFailure(
      await collect(provider().answer(input())),
      'The AI provider did not answer (HTTP 500). Try again in a moment.',
    );
  });

  it('turns an unreachable endpoint into a retryable ProviderError', async () => {
    expectRetryableFailure(
      await collect(provider(`http://127.0.0.1:${await closedPort()}/v1`).answer(input())),
      'The AI provider could not be reached. Try again in a moment.',
    );
  });

  it('ends quietly when the answer is stopped mid-stream', async () => {
    fake.script({ hang: ['Partial '] });
    const controller = new AbortController();
    const seen: ChatEvent[] = [];
    for await (const event of provider().answer({ ...input(), signal: controller.signal })) {
      seen.push(event);
      controller.abort();
    }
    expect(seen).toEqual([{ type: 'delta', text: 'Partial ' }]);
    await fake.clientGone();
  });
});

/** A port nothing listens on (bound, read and released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
