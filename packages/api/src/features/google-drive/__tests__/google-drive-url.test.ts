// Google Sheet links and sheet CSV → upload rows, without a server.
import { readSheetCsv, UNREADABLE_SHEET_MESSAGE } from '../read-sheet.js';
import { detectColumns, IMPORT_FIELDS } from '@aide/rules';
import { sheetRows } from '../sheet-rows.js';
import { csvExportUrl, NOT_A_SHEET_MESSAGE, parseSheetUrl } from '../sheet-url.js';

/** What `action` throws: the test fails when it throws nothing. */
function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('parseSheetUrl', () => {
  it.each([
    ['https://docs.google.com/spreadsheets/d/1AbC_d-9/edit#gid=0', '1AbC_d-9'],
    ['https://docs.google.com/spreadsheets/d/1AbC_d-9', '1AbC_d-9'],
    ['  https://docs.google.com/spreadsheets/d/sandbox-customers/edit?usp=sharing ', 'sandbox-customers'],
    ['https://drive.google.com/file/d/XYZ123/view?usp=drive_link', 'XYZ123'],
    ['https://drive.google.com/open?id=XYZ123', 'XYZ123'],
    ['https://docs.google.com/open?id=XYZ123', 'XYZ123'],
  ])('reads the id of %s', (url, id) => {
    expect(parseSheetUrl(url)).toBe(id);
  });

  it.each([
    'not a url',
    'http://docs.google.com/spreadsheets/d/abc/edit',
    'https://evil.example/spreadsheets/d/abc/edit',
    'https://docs.google.com.evil.example/spreadsheets/d/abc',
    'https://docs.google.com/document/d/abc/edit',
    'https://drive.google.com/open',
    'https://docs.google.com/spreadsheets/d/a%2Fb/edit',
  ])('refuses %s with a 400', (url) => {
    expect(thrownBy(() => parseSheetUrl(url))).toMatchObject({
      statusCode: 400,
      message: NOT_A_SHEET_MESSAGE,
    });
  });

  it('exports the first tab as CSV', () => {
    expect(csvExportUrl('abc')).toBe('https://docs.google.com/spreadsheets/d/abc/export?format=csv');
  });
});

describe('sheetRows', () => {
  it('matches headers like the browser import (case, spacing, synonyms) and numbers rows by line', () => {
    const csv =
      'E-Mail,Customer Name,NAME,Notes\r\na@x.test,Long Name,Short,ignored\r\n,,,\r\n"b@x.test","Quoted, Name",,\r\n';
    expect(sheetRows(csv, 'customers')).toEqual([
      { row: 2, email: 'a@x.test', name: 'Short' },
      { row: 4, email: 'b@x.test', name: '' },
    ]);
  });

  it('maps inventory columns', () => {
    const headers = ['Item Code', 'Product', 'Qty on hand', 'Unit Price'];
    expect(detectColumns(headers, IMPORT_FIELDS.inventory)).toEqual({
      sku: 0,
      name: 1,
      brand: null,
      category: null,
      quantity_on_hand: 2,
      price: 3,
    });
  });

  it('refuses a sheet with only a header', () => {
    expect(thrownBy(() => sheetRows('Name,Email\n', 'customers'))).toMatchObject({
      statusCode: 400,
      message: 'The sheet has no rows below its header row.',
    });
  });
});

describe('readSheetCsv from Google', () => {
  const realFetch = globalThis.fetch;
  let calls: string[] = [];
  /** Google answers each request with the next of `answers` (an Error: the network fails). */
  const google = (...answers: (Response | Error)[]) => {
    calls = [];
    globalThis.fetch = (input) => {
      calls.push(input instanceof Request ? input.url : String(input));
      const answer = answers.shift();
      if (!answer || answer instanceof Error) return Promise.reject(answer ?? new Error('unexpected fetch'));
      return Promise.resolve(answer);
    };
  };
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('returns the CSV of a shared sheet from its export URL', async () => {
    google(new Response('Name,Email\nA,a@x.test\n', { headers: { 'content-type': 'text/csv' } }));
    await expect(readSheetCsv('real', 'abc')).resolves.toBe('Name,Email\nA,a@x.test\n');
    expect(calls).toEqual(['https://docs.google.com/spreadsheets/d/abc/export?format=csv']);
  });

  it('answers 404 for a private sheet (Google serves its sign-in page) or a missing one', async () => {
    google(
      new Response('<html>Sign in</html>', { headers: { 'content-type': 'text/html' } }),
      new Response('', { status: 404 }),
    );
    await expect(readSheetCsv('real', 'private')).rejects.toMatchObject({
      statusCode: 404,
      message: UNREADABLE_SHEET_MESSAGE,
    });
    await expect(readSheetCsv('real', 'missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers 502 when Google cannot be reached, and never fetches in sandbox mode', async () => {
    google(new TypeError('fetch failed'));
    await expect(readSheetCsv('real', 'abc')).rejects.toMatchObject({ statusCode: 502 });
    await expect(readSheetCsv('sandbox', 'abc')).rejects.toMatchObject({ statusCode: 404 });
    expect(calls).toHaveLength(1);
  });
});
