import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type { ImportResult } from '../features/import';

/** Reading runs asynchronously and antd renders slowly in jsdom (more so on a busy CI machine). */
export const SLOW = { timeout: 15000 };

/** GET /api/imports answering that nothing was imported yet (the import pages list the recent imports). */
export const noImportsHandler = http.get('http://api.test/api/imports', () =>
  HttpResponse.json({ items: [], total: 0, page: 1, page_size: 5 }),
);

/** The file picker of an import screen (antd's Upload keeps the input out of sight). */
export function fileInput(): HTMLInputElement {
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

/** A CSV file as the user picks it. */
export function csvFile(text: string, name = 'customers.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}

/** What the API answers for an import that wrote `inserted` new rows and `updated` existing ones. */
export function importResult(
  importId: string,
  { inserted = 0, updated = 0, unchanged = 0 } = {},
): ImportResult {
  return { import_id: importId, total: inserted + updated + unchanged, inserted, updated, unchanged };
}

/** POST `url` accepts the import and answers `result`; `sent.body` is the last body it received. */
export function acceptImport(server: Pick<SetupServerApi, 'use'>, url: string, result: ImportResult) {
  const sent: { body: unknown } = { body: null };
  server.use(
    http.post(url, async ({ request }) => {
      sent.body = await request.json();
      return HttpResponse.json(result);
    }),
  );
  return sent;
}
