import { http, HttpResponse } from 'msw';
import { setupFakeNetwork } from '@aide/shared-auth/testing';
import { createImportSession, type ImportResponse } from '../lib/import-session';
import { checkFile } from '../lib/check-file';

const server = setupFakeNetwork();
const TARGET = { url: 'http://api.test/api/upload_client_customers', token: 'member-token' };

function session() {
  const messages: ImportResponse[] = [];
  const handle = createImportSession((message) => messages.push(message));
  return { messages, handle };
}

const file = (text: string, name = 'people.csv') => new File([text], name);

describe('createImportSession', () => {
  it('reads, maps and checks a file, then re-checks after a mapping change', async () => {
    const { messages, handle } = session();
    await handle({ type: 'read', id: 1, kind: 'customers', file: file('Full,Email\nAda,ada@example.com\n') });
    const checked = messages.find((m) => m.type === 'checked');
    if (checked?.type !== 'checked') throw new Error(JSON.stringify(messages));
    expect(checked.mapping).toMatchObject({ name: null, email: 1 });
    expect(checked.report.missingFields).toEqual(['name']);
    await handle({ type: 'remap', id: 2, mapping: { ...checked.mapping, name: 0 } });
    const again = messages.at(-1);
    expect(again).toMatchObject({ type: 'checked', id: 2, report: { validRows: 1, missingFields: [] } });
  });

  it('sends the checked rows itself and tells the page only progress and the server’s answer', async () => {
    let received: { authorization: string | null; body: unknown } | null = null;
    server.use(
      http.post(TARGET.url, async ({ request }) => {
        received = { authorization: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ import_id: 'i1', total: 1, inserted: 1, updated: 0, unchanged: 0 });
      }),
    );
    const { messages, handle } = session();
    await handle({ type: 'read', id: 1, kind: 'customers', file: file('name,email\nAda,ada@example.com\n') });
    messages.length = 0;
    await handle({ type: 'upload', id: 2, fileName: 'people.csv', target: TARGET });

    expect(received).toEqual({
      authorization: `Bearer ${TARGET.token}`,
      body: { file_name: 'people.csv', rows: [{ row: 2, name: 'Ada', email: 'ada@example.com' }] },
    });
    expect(messages.at(-1)).toEqual({
      type: 'imported',
      id: 2,
      result: { import_id: 'i1', total: 1, inserted: 1, updated: 0, unchanged: 0 },
    });
    expect(new Set(messages.map((message) => message.type))).toEqual(
      new Set(['upload-progress', 'imported']),
    );
    expect(JSON.stringify(messages)).not.toContain('ada@example.com');
  });

  it('sends what was checked last, also when the body was built ahead for an earlier mapping', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(TARGET.url, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ import_id: 'i1', total: 1, inserted: 1, updated: 0, unchanged: 0 });
      }),
    );
    const { messages, handle } = session();
    await handle({
      type: 'read',
      id: 1,
      kind: 'customers',
      file: file('name,email,co\nAda,ada@x.test,Acme\n'),
    });
    const checked = messages.find((m) => m.type === 'checked');
    if (checked?.type !== 'checked') throw new Error(JSON.stringify(messages));
    // The body for this check is built once the worker is idle.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await handle({ type: 'remap', id: 2, mapping: { ...checked.mapping, company: 2 } });
    await handle({ type: 'upload', id: 3, fileName: 'renamed.csv', target: TARGET });
    expect(bodies).toEqual([
      { file_name: 'renamed.csv', rows: [{ row: 2, name: 'Ada', email: 'ada@x.test', company: 'Acme' }] },
    ]);
  });

  it('passes on the rows the server refused (422) and why an upload failed', async () => {
    const problems = [{ row: 2, field: 'email', message: 'Email is already used by another customer' }];
    server.use(
      http.post(TARGET.url, () =>
        HttpResponse.json(
          { error: 'invalid_rows', message: '1 row has problems', problem_count: 1, problems },
          { status: 422 },
        ),
      ),
    );
    const { messages, handle } = session();
    await handle({ type: 'read', id: 1, kind: 'customers', file: file('name,email\nAda,ada@example.com\n') });
    await handle({ type: 'upload', id: 2, fileName: 'people.csv', target: TARGET });
    expect(messages.at(-1)).toEqual({
      type: 'import-failed',
      id: 2,
      message: '1 row has problems',
      problems,
      problemCount: 1,
    });

    server.use(http.post(TARGET.url, () => HttpResponse.error()));
    await handle({ type: 'upload', id: 3, fileName: 'people.csv', target: TARGET });
    expect(messages.at(-1)).toMatchObject({
      type: 'import-failed',
      id: 3,
      message: expect.stringContaining('could not reach the server; nothing was imported'),
      problems: [],
    });
  });

  it.each([
    ['people.csv', '', '"people.csv" is empty.'],
    ['people.csv', '\n\n', '"people.csv" is empty.'],
    ['people.csv', 'name,email\n', 'The file has a header row but no data rows.'],
    [
      'people.csv',
      ',\nAda,ada@example.com\n',
      'The first line of the file must name the columns (for example: name, email).',
    ],
    [
      'people.csv',
      'Ada,ada@example.com\nGrace,grace@example.com\n',
      'The first line looks like data, not column names. Add a header row (for example: name, email) and upload the file again.',
    ],
    ['people.xlsx', 'not a zip', expect.stringContaining('This .xlsx file could not be read')],
    ['people.txt', 'name,email', expect.stringContaining('is not a .csv or .xlsx file')],
  ])('explains what is wrong with %s %j', async (name, text, expected) => {
    const { messages, handle } = session();
    await handle({ type: 'read', id: 7, kind: 'customers', file: file(text, name) });
    expect(messages.at(-1)).toEqual({ type: 'error', id: 7, message: expected });
  });

  it('refuses more than 100,000 rows', async () => {
    const lines = ['name,email'];
    for (let i = 0; i <= 100_000; i++) lines.push(`n,e${i}@x.com`);
    const { messages, handle } = session();
    await handle({ type: 'read', id: 1, kind: 'customers', file: file(lines.join('\n')) });
    expect(messages.at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringContaining('more than 100,000 rows'),
    });
  });
});

describe('checkFile', () => {
  it('accepts .csv and .xlsx up to 50 MB and explains every refusal', () => {
    expect(checkFile('Customers.CSV', 10)).toBeNull();
    expect(checkFile('customers.xlsx', 52_428_800)).toBeNull();
    expect(checkFile('customers.xls', 10)).toMatch(/is not a .csv or .xlsx file/);
    expect(checkFile('customers', 10)).toMatch(/is not a .csv or .xlsx file/);
    expect(checkFile('big.csv', 52_428_801)).toBe(
      '"big.csv" is 50.0 MB; files can be at most 50 MB. Split it into smaller files.',
    );
    expect(checkFile('empty.csv', 0)).toBe('"empty.csv" is empty.');
  });
});
