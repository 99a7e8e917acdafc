// POST /api/download-google-drive on the local backend, whose Google Drive is the sandbox: the same import
// pipeline and bodies as the upload routes. (The writers themselves run on both databases in the upload suites.)
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { brokenCustomerProblems } from '../../../../tests/support/import-problems.js';
import { sendJson } from '../../../../tests/support/send-json.js';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit?usp=sharing`;

describe('Google Drive import (sandbox)', () => {
  const [, start] = apiBackends[0]!;
  const { api, tokens } = apiSuite(start, ['fresh', 'ivy']);

  const importSheet = (token: string, url: string, kind: string) =>
    sendJson('POST', `${api.apiUrl}/api/download-google-drive`, token, { url, kind });

  it('imports the sandbox customers, and a re-import changes nothing', async () => {
    const first = await importSheet(tokens.fresh, sheet('sandbox-customers'), 'customers');
    expect(first).toMatchObject({ status: 200, body: { total: 25, inserted: 25, updated: 0, unchanged: 0 } });
    const again = await importSheet(tokens.fresh, sheet('sandbox-customers'), 'customers');
    expect(again).toMatchObject({ status: 200, body: { total: 25, inserted: 0 } });
    const body = again.body as { updated: number; unchanged: number };
    expect(body.updated + body.unchanged).toBe(25);

    const customers = await sendJson(
      'GET',
      `${api.apiUrl}/api/customers?search=olivia.bennett`,
      tokens.fresh,
    );
    expect((customers.body as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        name: 'Olivia Bennett',
        email: 'olivia.bennett@harborfoods.example',
        company: 'Harbor Foods',
        segment: 'Enterprise',
        city: 'San Francisco',
      }),
    ]);
    const history = await sendJson('GET', `${api.apiUrl}/api/imports?kind=customers`, tokens.fresh);
    expect((history.body as { items: { file_name: string }[] }).items[0]).toMatchObject({
      file_name: 'Google Sheet sandbox-customers',
    });
  });

  it('imports the sandbox inventory from a drive.google.com link', async () => {
    const response = await importSheet(
      tokens.fresh,
      'https://drive.google.com/open?id=sandbox-inventory',
      'inventory',
    );
    expect(response).toMatchObject({ status: 200, body: { total: 20, inserted: 20 } });
  });

  it('answers 422 with the problems of a bad sheet, and writes nothing', async () => {
    const response = await importSheet(tokens.fresh, sheet('sandbox-broken'), 'customers');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: 'invalid_rows',
      problem_count: 3,
      problems: brokenCustomerProblems('valid.person@example.com'),
    });
    const customers = await sendJson('GET', `${api.apiUrl}/api/customers?search=valid.person`, tokens.fresh);
    expect(customers.body).toMatchObject({ total: 0 });
  });

  it('answers 404 for a sheet it cannot read, 400 for a link that is not a Google Sheet', async () => {
    expect(await importSheet(tokens.fresh, sheet('someone-elses-sheet'), 'customers')).toMatchObject({
      status: 404,
      body: {
        message: 'That sheet could not be read. Share it as "Anyone with the link" and try again.',
      },
    });
    expect(await importSheet(tokens.fresh, 'https://example.com/sheet.csv', 'customers')).toMatchObject({
      status: 400,
      body: { error: 'invalid_url' },
    });
    expect((await importSheet(tokens.fresh, sheet('sandbox-customers'), 'sales')).status).toBe(400);
  });

  it('refuses a member of an inbound-plan organization (403)', async () => {
    expect(await importSheet(tokens.ivy, sheet('sandbox-customers'), 'customers')).toMatchObject({
      status: 403,
      body: { message: 'This feature is part of the outbound plan.' },
    });
  });
});
