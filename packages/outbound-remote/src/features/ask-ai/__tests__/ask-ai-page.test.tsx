import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { apiError, renderWithProviders, setupFakeNetwork, storeFakeSession } from '@aide/shared-auth/testing';
import type { ConversationSummary } from '../api/chat-api';
import { AskAiPage } from '../components/ask-ai-page';
import { CUT_OFF_MESSAGE as CUT_OFF } from '../lib/chat-stream';
import { sseStream, type SseStream } from './sse-stream';

const API = 'http://api.test/api';
const CONVERSATION_ID = '7b0c1a52-4d1e-4f6a-9a43-1f2f1c9d0001';
const SUGGESTIONS = [
  'Who were our top customers by revenue last quarter?',
  'Which customers stopped ordering?',
];
const BUILTIN = { kind: 'builtin', label: 'Built-in analyst' };

/** Every POST /api/chat: its body, its bearer, and the stream the test answers it with. */
let chats: {
  body: { message: string; conversation_id?: string };
  authorization: string | null;
  sse: SseStream;
}[];
let conversations: ConversationSummary[];
let listRequests: number;

const server = setupFakeNetwork(
  http.get(`${API}/chat/suggestions`, () =>
    HttpResponse.json({ provider: BUILTIN, suggestions: SUGGESTIONS }),
  ),
  http.get(`${API}/chat/conversations`, () => {
    listRequests += 1;
    return HttpResponse.json({ items: conversations });
  }),
);

function answerChatsWithStreams() {
  server.use(
    http.post(`${API}/chat`, async ({ request }) => {
      const sse = sseStream();
      chats.push({
        body: (await request.json()) as { message: string },
        authorization: request.headers.get('authorization'),
        sse,
      });
      return new HttpResponse(sse.stream, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
}

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderPage(route = '/ask-ai') {
  storeFakeSession({ id: 'u1', email: 'sam@northwind.test' });
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/ask-ai" element={<AskAiPage />} />
        <Route path="/ask-ai/:conversationId" element={<AskAiPage />} />
        <Route path="/sales-assistant/customers/:id" element={<p>Customer page</p>} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

function ask(question: string) {
  const box = screen.getByRole('textbox', { name: 'Your question' });
  fireEvent.change(box, { target: { value: question } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

/** The chat request number `n` (1-based), once the page has sent it. */
async function chat(n: number) {
  await waitFor(() => expect(chats.length).toBeGreaterThanOrEqual(n));
  return chats[n - 1]!;
}

/** Writes one event to the answer stream and gives the page a turn (inside act) to read and render it. */
const send = (sse: SseStream, event: string, data: unknown) =>
  act(async () => {
    sse.send(event, data);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => {
  chats = [];
  conversations = [];
  listRequests = 0;
});

describe('Ask AI', () => {
  it('streams an answer as it is written, with its provider, tool status and citations, in a new conversation', async () => {
    answerChatsWithStreams();
    renderPage();
    expect(await screen.findByRole('button', { name: SUGGESTIONS[0] })).toBeInTheDocument();

    ask('Who bought the most?');
    const { body, authorization, sse } = await chat(1);
    expect(body).toEqual({ message: 'Who bought the most?' });
    expect(authorization).toMatch(/^Bearer ey/);
    expect(await screen.findByText('Who bought the most?')).toBeInTheDocument();

    await send(sse, 'conversation', { id: CONVERSATION_ID, title: 'Who bought the most?' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        `/ask-ai/${CONVERSATION_ID}`,
      ),
    );
    await send(sse, 'provider', BUILTIN);
    await send(sse, 'tool', { name: 'search_customers', arguments: {} });
    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(within(answer).getByText('Built-in analyst')).toBeInTheDocument();
    expect(await within(answer).findByText('Looking up customers…')).toBeInTheDocument();

    await send(sse, 'delta', { text: '**Top customers** this quarter:\n\n' });
    expect(await within(answer).findByText('Top customers')).toBeInTheDocument();
    expect(within(answer).queryByRole('table')).not.toBeInTheDocument();
    // Screen readers are not read the answer token by token: it is announced once it is complete.
    const announcer = screen.getByTestId('live-announcer-polite');
    expect(announcer).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: /Stop/ })).toBeInTheDocument();

    await send(sse, 'delta', {
      text: '| Customer | Revenue |\n| --- | --- |\n| [Maria Anders](/sales-assistant/customers/c1) | $1,200.00 |\n',
    });
    const table = await within(answer).findByRole('table');
    expect(within(table).getByRole('link', { name: 'Maria Anders' })).toHaveAttribute(
      'href',
      '/sales-assistant/customers/c1',
    );
    const listBefore = listRequests;
    await send(sse, 'citations', {
      citations: [
        { type: 'customer', id: 'c1', label: 'Maria Anders', href: '/sales-assistant/customers/c1' },
        { type: 'product', id: 'p1', label: 'Chai Tea', href: '/inventory?search=CHAI-12' },
        {
          type: 'order',
          id: 'c1:SO-1',
          label: 'Order SO-1',
          href: '/sales-assistant/customers/c1?order=SO-1',
        },
      ],
    });
    await send(sse, 'done', { message_id: 'm2', status: 'complete' });
    act(() => sse.close());
    await waitFor(() =>
      expect(announcer).toHaveTextContent(
        'Answer: Top customers this quarter: Customer Revenue Maria Anders $1,200.00',
      ),
    );

    const sources = await within(answer).findByRole('list', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'Maria Anders' })).toHaveAttribute(
      'href',
      '/sales-assistant/customers/c1',
    );
    expect(within(sources).getByRole('link', { name: 'Chai Tea' })).toHaveAttribute(
      'href',
      '/inventory?search=CHAI-12',
    );
    expect(within(sources).getByRole('link', { name: 'Order SO-1' })).toHaveAttribute(
      'href',
      '/sales-assistant/customers/c1?order=SO-1',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /Send/ })).toBeInTheDocument());
    expect(within(answer).queryByText('Looking up customers…')).not.toBeInTheDocument();
    // The stream ending refreshes the conversation list.
    await waitFor(() => expect(listRequests).toBeGreaterThan(listBefore));

    // A follow-up goes to the same conversation.
    ask('And last year?');
    expect((await chat(2)).body).toEqual({ message: 'And last year?', conversation_id: CONVERSATION_ID });

    fireEvent.click(within(sources).getByRole('link', { name: 'Maria Anders' }));
    expect(await screen.findByText('Customer page')).toBeInTheDocument();
  });

  it('stops a streaming answer: the partial answer stays, marked Stopped', async () => {
    answerChatsWithStreams();
    renderPage();
    ask('Best sellers?');
    const { sse } = await chat(1);
    await send(sse, 'conversation', { id: CONVERSATION_ID, title: 'Best sellers?' });
    await send(sse, 'provider', BUILTIN);
    await send(sse, 'delta', { text: 'The best sellers are' });
    const answer = await screen.findByRole('article', { name: 'Answer' });
    await within(answer).findByText('The best sellers are');

    fireEvent.click(screen.getByRole('button', { name: /Stop/ }));

    expect(await within(answer).findByText('Stopped')).toBeInTheDocument();
    expect(within(answer).getByText('The best sellers are')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stop/ })).not.toBeInTheDocument();
    // Anything the server still writes after the stop is not shown.
    await send(sse, 'delta', { text: ' LATE TEXT' });
    expect(within(answer).queryByText(/LATE TEXT/)).not.toBeInTheDocument();
  });

  it('shows a provider error with its message, and Retry asks the same question again', async () => {
    answerChatsWithStreams();
    renderPage();
    ask('Revenue by brand?');
    const first = await chat(1);
    await send(first.sse, 'conversation', { id: CONVERSATION_ID, title: 'Revenue by brand?' });
    await send(first.sse, 'provider', { kind: 'llm', label: 'gpt-4o-mini' });
    await send(first.sse, 'error', {
      message: 'The AI provider did not answer (HTTP 502). Try again in a moment.',
      retryable: true,
    });
    act(() => first.sse.close());

    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(await within(answer).findByText(/did not answer \(HTTP 502\)/)).toBeInTheDocument();
    expect(within(answer).getByText('gpt-4o-mini')).toBeInTheDocument();
    fireEvent.click(within(answer).getByRole('button', { name: 'Retry' }));

    const second = await chat(2);
    expect(second.body).toEqual({ message: 'Revenue by brand?', conversation_id: CONVERSATION_ID });
    await send(second.sse, 'provider', { kind: 'llm', label: 'gpt-4o-mini' });
    await send(second.sse, 'delta', { text: 'Acme leads.' });
    await send(second.sse, 'done', { message_id: 'm4', status: 'complete' });
    act(() => second.sse.close());
    expect(await screen.findByText('Acme leads.')).toBeInTheDocument();
    // The error is gone from the page (the screen-reader announcer keeps its last message, hidden).
    expect(
      screen.queryByText(/did not answer/, { ignore: '[aria-live], script, style' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText('Revenue by brand?')).toHaveLength(1);
  });

  it('shows a refusal before the stream and a network failure clearly, each with Retry', async () => {
    let attempts = 0;
    server.use(
      http.post(`${API}/chat`, () => {
        attempts += 1;
        if (attempts === 1) {
          return apiError(403, 'forbidden', 'This feature is part of the outbound plan.');
        }
        return HttpResponse.error();
      }),
    );
    renderPage();
    ask('Hello?');

    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(await within(answer).findByText('This feature is part of the outbound plan.')).toBeInTheDocument();
    fireEvent.click(within(answer).getByRole('button', { name: 'Retry' }));

    expect(await within(answer).findByText(/Could not reach the Aide API/)).toBeInTheDocument();
    expect(within(answer).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('starts a conversation from a suggested question', async () => {
    answerChatsWithStreams();
    renderPage();
    const suggestion = await screen.findByRole('button', { name: SUGGESTIONS[1] });
    expect(screen.getByText('Built-in analyst')).toBeInTheDocument();

    fireEvent.click(suggestion);

    expect((await chat(1)).body).toEqual({ message: SUGGESTIONS[1] });
    expect(screen.queryByRole('button', { name: SUGGESTIONS[0] })).not.toBeInTheDocument();
    expect(screen.getByText(SUGGESTIONS[1]!)).toBeInTheDocument();
  });

  it('renders raw HTML in an answer as text and never turns a javascript: URL into a link', async () => {
    answerChatsWithStreams();
    const { container } = renderPage();
    ask('Tricky names?');
    const { sse } = await chat(1);
    await send(sse, 'delta', {
      text:
        '<script>window.hacked = true</script>\n\n' +
        'Customer <img src=x onerror="alert(1)"> here. ' +
        '[Click me](javascript:alert(1)) and [docs](https://example.com/help).',
    });
    await send(sse, 'done', { message_id: 'm1', status: 'complete' });
    act(() => sse.close());

    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(await within(answer).findByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    expect(within(answer).getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
    expect(within(answer).getByText(/Click me/)).toBeInTheDocument();
    expect(within(answer).queryByRole('link', { name: 'Click me' })).not.toBeInTheDocument();
    const docs = within(answer).getByRole('link', { name: 'docs' });
    expect(docs).toHaveAttribute('href', 'https://example.com/help');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(docs).toHaveAttribute('target', '_blank');
  });

  it('lists the conversations, opens one with its stored answers, and deletes one', async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    conversations = [
      {
        id: CONVERSATION_ID,
        title: 'Top customers last quarter',
        updated_at: minutesAgo(5),
        message_count: 2,
      },
      { id: 'other-id', title: 'Low stock', updated_at: minutesAgo(60 * 24 * 2), message_count: 4 },
    ];
    const deleted: string[] = [];
    server.use(
      http.get(`${API}/chat/conversations/:id`, ({ params }) =>
        params.id === CONVERSATION_ID
          ? HttpResponse.json({
              id: CONVERSATION_ID,
              title: 'Top customers last quarter',
              created_at: minutesAgo(6),
              updated_at: minutesAgo(5),
              messages: [
                {
                  id: 'm1',
                  role: 'user',
                  content: 'Top customers last quarter?',
                  citations: [],
                  provider: null,
                  status: 'complete',
                  created_at: minutesAgo(6),
                },
                {
                  id: 'm2',
                  role: 'assistant',
                  content: '1. [Maria Anders](/sales-assistant/customers/c1): $1,200.00',
                  citations: [
                    {
                      type: 'customer',
                      id: 'c1',
                      label: 'Maria Anders',
                      href: '/sales-assistant/customers/c1',
                    },
                  ],
                  provider: 'builtin',
                  status: 'stopped',
                  created_at: minutesAgo(5),
                },
                {
                  id: 'm3',
                  role: 'user',
                  content: 'And by brand?',
                  citations: [],
                  provider: null,
                  status: 'complete',
                  created_at: minutesAgo(5),
                },
                {
                  id: 'm4',
                  role: 'assistant',
                  content: 'Acme sold',
                  citations: [],
                  provider: 'llm',
                  status: 'error',
                  error: 'The AI provider could not be reached. Try again in a moment.',
                  created_at: minutesAgo(5),
                },
              ],
            })
          : apiError(404, 'not_found', 'Conversation not found.'),
      ),
      http.delete(`${API}/chat/conversations/:id`, ({ params }) => {
        deleted.push(String(params.id));
        conversations = conversations.filter((conversation) => conversation.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(list).getByText('2 days ago')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('link', { name: 'Top customers last quarter' }));

    expect(await screen.findByText('Top customers last quarter?')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(`/ask-ai/${CONVERSATION_ID}`);
    const [answer, failed] = screen.getAllByRole('article', { name: 'Answer' });
    expect(within(failed!).getByText('Acme sold')).toBeInTheDocument();
    expect(within(failed!).getByText('AI model')).toBeInTheDocument();
    expect(within(failed!).getByText(/could not be reached/)).toBeInTheDocument();
    answerChatsWithStreams();
    fireEvent.click(within(failed!).getByRole('button', { name: 'Retry' }));
    expect((await chat(1)).body).toEqual({ message: 'And by brand?', conversation_id: CONVERSATION_ID });
    act(() => chats[0]!.sse.close());
    expect(await screen.findByText(CUT_OFF)).toBeInTheDocument();
    expect(within(answer!).getByText('Built-in analyst')).toBeInTheDocument();
    expect(within(answer!).getByText('Stopped')).toBeInTheDocument();
    expect(within(answer!).getAllByRole('link', { name: 'Maria Anders' })).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Top customers last quarter' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Delete Top customers last quarter' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(deleted).toEqual([CONVERSATION_ID]));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/ask-ai$/),
    );
    await waitFor(() => expect(screen.queryByText('Top customers last quarter')).not.toBeInTheDocument());
    expect(within(list).getByText('Low stock')).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('link', { name: 'Low stock' }));
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
  });

  it('explains the Built-in analyst label', async () => {
    renderPage();
    fireEvent.mouseEnter(await screen.findByText('Built-in analyst'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/without an AI model/);
  });

  it('moves the conversation list into a drawer on a narrow screen', async () => {
    conversations = [
      { id: CONVERSATION_ID, title: 'Low stock', updated_at: new Date().toISOString(), message_count: 2 },
    ];
    const wide = window.innerWidth;
    window.innerWidth = 600;
    try {
      renderPage();
      expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /Conversations/ }));
      const drawer = await screen.findByRole('dialog');
      expect(await within(drawer).findByRole('link', { name: 'Low stock' })).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: /New conversation/ })).toBeInTheDocument();
    } finally {
      window.innerWidth = wide;
    }
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and shows the 4000-character limit', async () => {
    answerChatsWithStreams();
    renderPage();
    const box = screen.getByRole('textbox', { name: 'Your question' });
    expect(box).toHaveAttribute('maxlength', '4000');
    fireEvent.change(box, { target: { value: 'Line one' } });
    expect(screen.getByText('8 / 4000')).toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(chats).toHaveLength(0);

    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await chat(1)).body).toEqual({ message: 'Line one' });
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
