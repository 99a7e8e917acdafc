// How the built-in analyst streams: the names looked up, then the lead line (what it computes), a tool event per
// call, the Markdown in several chunks, citations last; stopping early; names shown literally. Tools are faked
// here (their SQL is tested elsewhere).
import { createBuiltinAnalyst } from '../builtin-analyst.js';
import type { ChatEvent, ToolResult } from '../../chat-types.js';
import { customerCitation } from '../../citations.js';

const TODAY = '2026-11-21';
const EVIL = '<b>x</b> [click](javascript:alert(1))';

const DIMENSIONS = {
  segments: ['Enterprise'],
  cities: [],
  brands: ['Tokyo Traders'],
  categories: ['Seafood'],
};

/** find_names with no name found in any text. */
const noNames = (args: Record<string, unknown>): ToolResult => ({
  data: { texts: (args.texts as string[]).map(() => ({ mentions: [] })), dimensions: DIMENSIONS },
  citations: [],
});

const summary = (rows: Record<string, unknown>[]): ToolResult => ({
  data: { computed: '', totals: { value: 1000 }, rows, groups_total: rows.length },
  citations: rows.map((row) => customerCitation(String(row.key), String(row.label))),
});

const customers = (names: string[]): ToolResult => {
  const rows = names.map((name, index) => ({ id: `c${index}`, name, company: 'Acme', order_count: 3 }));
  return {
    data: { customers: rows, total: rows.length },
    citations: rows.map((row) => customerCitation(row.id, row.name)),
  };
};

async function collect(
  question: string,
  tools: Record<string, ToolResult>,
  controller = new AbortController(),
) {
  const calls: string[] = [];
  const events: ChatEvent[] = [];
  const stream = createBuiltinAnalyst().answer({
    history: [],
    question,
    today: TODAY,
    signal: controller.signal,
    runTool: (name, args) => {
      if (name === 'find_names') return Promise.resolve(noNames(args));
      calls.push(name);
      const result = tools[name];
      return result ? Promise.resolve(result) : Promise.reject(new Error(`unexpected tool ${name}`));
    },
  });
  for await (const event of stream) events.push(event);
  return { calls, events, text: events.map((event) => (event.type === 'delta' ? event.text : '')).join('') };
}

describe('built-in analyst streaming', () => {
  it('is labelled as the built-in analyst', () => {
    expect(createBuiltinAnalyst().info).toEqual({ kind: 'builtin', label: 'Built-in analyst' });
  });

  it('streams the lead first, then the tool call, the table in chunks and the citations last', async () => {
    const groups = [
      { key: 'a', label: 'Ann Lee', company: 'Acme', value: 600 },
      { key: 'b', label: 'Bo Chen', company: null, value: 400 },
    ];
    const { events, text } = await collect('Top 2 customers last month', { query_sales: summary(groups) });
    expect(events[0]).toEqual({
      type: 'tool',
      name: 'find_names',
      arguments: { texts: ['Top 2 customers last month'] },
    });
    expect(events[1]).toEqual({
      type: 'delta',
      text: '**Revenue by customer, top 2** · last month (October 2026, 2026-10-01 to 2026-10-31)\n\n',
    });
    expect(events[2]).toEqual({
      type: 'tool',
      name: 'query_sales',
      arguments: {
        metric: 'revenue',
        from: '2026-10-01',
        to: '2026-10-31',
        group_by: 'customer',
        order: 'desc',
        limit: 2,
      },
    });
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThanOrEqual(3);
    expect(events.at(-1)).toEqual({
      type: 'citations',
      citations: [customerCitation('a', 'Ann Lee'), customerCitation('b', 'Bo Chen')],
    });
    expect(text).toContain('| 1 | [Ann Lee](/sales-assistant/customers/a) | Acme | $600.00 | 60.0% |');
    expect(text).toContain('| 2 | [Bo Chen](/sales-assistant/customers/b) | – | $400.00 | 40.0% |');
  });

  it('keeps a customer name with HTML or link syntax literal', async () => {
    const groups = [{ key: 'e', label: EVIL, company: '<i>co</i>', value: 1000 }];
    const { text } = await collect('top customers', { query_sales: summary(groups) });
    expect(text).not.toMatch(/<b>|<i>|\]\(javascript/);
    expect(text).toContain(
      '[\\<b\\>x\\</b\\> \\[click\\]\\(javascript:alert\\(1\\)\\)](/sales-assistant/customers/e)',
    );
  });

  it('stops without calling a tool when the answer is aborted after the lead', async () => {
    const controller = new AbortController();
    const calls: string[] = [];
    const events: ChatEvent[] = [];
    const stream = createBuiltinAnalyst().answer({
      history: [],
      question: 'Which customers stopped ordering?',
      today: TODAY,
      signal: controller.signal,
      runTool: (name, args) => {
        calls.push(name);
        return Promise.resolve(name === 'find_names' ? noNames(args) : summary([]));
      },
    });
    for await (const event of stream) {
      events.push(event);
      if (event.type === 'delta') controller.abort();
    }
    expect(events.slice(1)).toEqual([
      { type: 'delta', text: '**Customers who stopped ordering** (at risk)\n\n' },
    ]);
    expect(calls).toEqual(['find_names']);
  });

  it('says plainly when it does not understand, without calling tools or citing', async () => {
    const { calls, events, text } = await collect('Write me a poem about tea', {});
    expect(calls).toEqual([]);
    expect(text).toMatch(/^I did not understand that question, so I will not guess/);
    expect(text).toContain('- Top or bottom N');
    expect(events.at(-1)).toEqual({ type: 'citations', citations: [] });
  });

  it('asks which customer was meant when several match, listing them', async () => {
    const { calls, text } = await collect('Tell me about Tara', {
      search_customers: customers(['Tara Evans', 'Tara Smith']),
    });
    expect(calls).toEqual(['search_customers']);
    expect(text).toContain('2 customers match “Tara”. Which one did you mean?');
    expect(text).toContain('- [Tara Evans](/sales-assistant/customers/c0) (Acme)');
  });

  it('says when no customer matches', async () => {
    const { text } = await collect('What should I offer Nobody Here?', { search_customers: customers([]) });
    expect(text).toContain('I could not find a customer matching “Nobody Here”.');
  });

  it('answers a failed tool call plainly instead of guessing', async () => {
    const { text, events } = await collect('What offers are running?', {
      current_offers: { data: { error: 'The tool current_offers failed.' }, citations: [] },
    });
    expect(text).toContain('I could not look that up: The tool current\\_offers failed\\.');
    expect(events.at(-1)).toEqual({ type: 'citations', citations: [] });
  });
});
