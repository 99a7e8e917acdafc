// The tools that read the organization's own names, as the chat route runs them (in a transaction as the caller,
// row-level security on), on PGlite and on PostgreSQL: find_names (the entity index, kept per data version and
// read again after a write), read_question (the built-in reading, the model's guard) and query_sales refusing a
// name the organization does not have.
import type { FoundNames } from '../analyst/parse/entity-mentions.js';
import { findTool } from '../tools/index.js';
import { withOutboundWorkspace } from '../../../workspace/with-workspace.js';
import { databaseBackends, databaseSuite } from '../../../../tests/support/databases.js';
import { claimsOf, ORG, USER } from '../../../../tests/support/seed.js';

const TODAY = '2026-11-21';

describe.each(databaseBackends)('entity tools on %s', (_name, open) => {
  const db = databaseSuite(open);
  const run = (user: 'sam' | 'fresh', name: string, args: Record<string, unknown>) =>
    withOutboundWorkspace(db, claimsOf(USER[user]), (tx, workspace) =>
      findTool(name)!.run({ tx, workspace, today: TODAY }, args),
    );
  const mentions = async (user: 'sam' | 'fresh', text: string) =>
    ((await run(user, 'find_names', { texts: [text] })).data as FoundNames).texts[0]!.mentions;

  it('finds companies, products by part of their name, and typos, in the caller’s organization only', async () => {
    const found = await mentions('sam', 'golden toffee for Parkveiw Hotel in Mexico City');
    expect(found.map((mention) => mention.candidates.map((c) => `${c.kind}:${c.label}`))).toEqual([
      ['product:Golden Toffee, 12 pack'],
      ['company:Parkview Hotel'],
      ['city:Mexico City'],
    ]);
    expect(found[1]!.exact).toBe(false);
    expect(await mentions('fresh', 'golden toffee for Parkview Hotel')).toEqual([]);
  });

  it('reads a new customer after a write, without a restart (the data version changed)', async () => {
    expect(await mentions('sam', 'revenue from Zora Quill')).toEqual([]);
    await db.query(
      `insert into public.aide_client_customers (id, organization_id, name, email, company)
       values ('59000000-0000-4000-8000-000000000001', $1, 'Zora Quill', 'zora@quill.test', 'Quill Works')`,
      [ORG.northwind],
    );
    const found = await mentions('sam', 'revenue from Zora Quill at Quill Works');
    expect(found.flatMap((mention) => mention.candidates.map((c) => c.kind))).toEqual([
      'customer',
      'company',
    ]);
    await db.query(
      "delete from public.aide_client_customers where id = '59000000-0000-4000-8000-000000000001'",
    );
  });

  it('reads a question as the built-in analyst does, or says which words bind to nothing', async () => {
    const plan = await run('sam', 'read_question', { question: 'orders from Golden Spoon last month' });
    expect(plan.data).toMatchObject({
      kind: 'query',
      query_sales: {
        metric: 'orders',
        from: '2026-10-01',
        filters: [{ dimension: 'company', value: 'Golden Spoon' }],
      },
    });
    const trap = await run('sam', 'read_question', {
      question: 'How much did Acme Robotics spend last month?',
    });
    expect(trap.data).toMatchObject({
      kind: 'not_understood',
      words: ['Acme Robotics'],
      unknown_names: true,
    });
    const followUp = await run('sam', 'read_question', {
      question: 'in units',
      previous_questions: ['Revenue for Urban Larder last month'],
    });
    expect(followUp.data).toMatchObject({ kind: 'query', query_sales: { metric: 'units' } });
  });

  it('refuses to compute a name the organization does not have', async () => {
    const args = { metric: 'revenue', from: '2026-10-01', to: '2026-10-31' };
    await expect(
      run('sam', 'query_sales', { ...args, filters: [{ dimension: 'company', value: 'Acme Robotics' }] }),
    ).rejects.toThrow('There is no company “Acme Robotics”');
    await expect(
      run('fresh', 'query_sales', { ...args, filters: [{ dimension: 'company', value: 'Golden Spoon' }] }),
    ).rejects.toThrow('There is no company “Golden Spoon”');
    const found = await run('sam', 'query_sales', {
      ...args,
      filters: [{ dimension: 'company', value: 'golden spoon' }],
    });
    expect((found.data as { totals: { value: number } }).totals.value).toBeGreaterThan(0);
  });
});
