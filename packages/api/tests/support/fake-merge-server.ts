// A stand-in for Merge's API on a real local port: records what the Aide API sends it and answers like Merge
// (link tokens, the public → account token exchange, and a paged accounts-receivable invoice list).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const MERGE_API_KEY = 'merge-test-api-key';
export const MERGE_ACCOUNT_TOKEN = 'merge-account-token-0001';
/** The public token Merge Link would hand the browser after a successful QuickBooks link. */
export const GOOD_PUBLIC_TOKEN = 'merge-public-token-good';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface FakeMerge {
  /** Base like MERGE_API_URL (…/api). */
  apiUrl: string;
  requests: RecordedRequest[];
  /** Invoice pages served in order, linked by `next` cursors. */
  invoicePages: unknown[][];
  /** When set, every call answers with this status (an outage or a revoked key). */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeMerge(): Promise<FakeMerge> {
  const fake: Omit<FakeMerge, 'apiUrl' | 'close'> = { requests: [], invoicePages: [], failWith: null };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://merge.test');
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      fake.requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: raw ? (JSON.parse(raw) as unknown) : null,
      });
      if (fake.failWith) return reply(fake.failWith, { detail: 'Merge is having a bad day' });
      if (request.headers.authorization !== `Bearer ${MERGE_API_KEY}`) {
        return reply(401, { detail: 'Invalid API key' });
      }
      if (request.method === 'POST' && url.pathname === '/api/integrations/create-link-token') {
        return reply(200, { link_token: 'merge-link-token-0001', integration_name: 'QuickBooks Online' });
      }
      const exchange = /^\/api\/integrations\/account-token\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && exchange) {
        if (exchange[1] !== GOOD_PUBLIC_TOKEN) return reply(404, { detail: 'Not found.' });
        return reply(200, {
          account_token: MERGE_ACCOUNT_TOKEN,
          integration: { name: 'QuickBooks Online', slug: 'quickbooks-online', categories: ['accounting'] },
        });
      }
      if (request.method === 'GET' && url.pathname === '/api/accounting/v1/invoices') {
        if (request.headers['x-account-token'] !== MERGE_ACCOUNT_TOKEN) {
          return reply(401, { detail: 'Invalid account token' });
        }
        const page = Number(url.searchParams.get('cursor') ?? '0');
        const results = fake.invoicePages[page] ?? [];
        const next = page + 1 < fake.invoicePages.length ? String(page + 1) : null;
        return reply(200, { next, previous: null, results });
      }
      return reply(404, { detail: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(fake, {
    apiUrl: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
