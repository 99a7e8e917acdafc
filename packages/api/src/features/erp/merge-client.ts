import type { MergeConfig } from '../../config.js';

/** Merge could not be reached or refused the API's request (bad key, outage): 502 for the caller. */
export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

/** Merge does not know the public token (unknown, used or expired): the caller's mistake, 400. */
export class MergePublicTokenError extends Error {
  constructor() {
    super('Merge did not accept this public token. Please connect again.');
    this.name = 'MergePublicTokenError';
  }
}

const TIMEOUT_MS = 15_000;
/** A runaway `next` chain must not keep a sync going forever (100 per page → 50,000 invoices). */
const MAX_PAGES = 500;

async function call(
  config: MergeConfig,
  path: string,
  init: { method?: string; body?: unknown; accountToken?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  let response: Response;
  try {
    response = await fetch(path.startsWith('http') ? path : `${config.apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.accountToken ? { 'x-account-token': init.accountToken } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new MergeError('Merge could not be reached. Please try again in a moment.');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body };
}

function refused(status: number, body: Record<string, unknown> | null): MergeError {
  const detail = typeof body?.detail === 'string' ? body.detail : `HTTP ${status}`;
  return new MergeError(`Merge refused the request: ${detail}.`);
}

export interface LinkTokenRequest {
  endUserOriginId: string;
  organizationName: string;
  emailAddress: string;
  /** Merge's integration slug; null lets the user pick in Merge Link. */
  integration: string | null;
}

/** POST /integrations/create-link-token for the accounting category. */
export async function createMergeLinkToken(config: MergeConfig, request: LinkTokenRequest): Promise<string> {
  const { status, body } = await call(config, '/integrations/create-link-token', {
    method: 'POST',
    body: {
      end_user_origin_id: request.endUserOriginId,
      end_user_organization_name: request.organizationName,
      end_user_email_address: request.emailAddress,
      categories: ['accounting'],
      ...(request.integration ? { integration: request.integration } : {}),
    },
  });
  if (status < 200 || status >= 300) throw refused(status, body);
  const linkToken = body?.link_token;
  if (typeof linkToken !== 'string' || !linkToken)
    throw new MergeError('Merge answered without a link token.');
  return linkToken;
}

export interface MergeAccount {
  accountToken: string;
  integrationSlug: string;
  integrationName: string | null;
}

/** GET /integrations/account-token/{public_token}: the linked account's permanent token. */
export async function exchangeMergePublicToken(
  config: MergeConfig,
  publicToken: string,
): Promise<MergeAccount> {
  const { status, body } = await call(
    config,
    `/integrations/account-token/${encodeURIComponent(publicToken)}`,
  );
  if (status === 400 || status === 404) throw new MergePublicTokenError();
  if (status < 200 || status >= 300) throw refused(status, body);
  const accountToken = body?.account_token;
  const integration = body?.integration as { slug?: unknown; name?: unknown } | undefined;
  if (typeof accountToken !== 'string' || !accountToken || typeof integration?.slug !== 'string') {
    throw new MergeError('Merge answered without an account token and integration.');
  }
  return {
    accountToken,
    integrationSlug: integration.slug,
    integrationName: typeof integration.name === 'string' ? integration.name : null,
  };
}

/** The fields of Merge's Invoice (accounting common model) the import reads; all optional in Merge. */
export interface MergeInvoice {
  id?: string;
  remote_id?: string | null;
  number?: string | null;
  memo?: string | null;
  issue_date?: string | null;
  currency?: string | null;
  total_amount?: number | string | null;
  /** Ids, or objects when expanded; an expanded purchase order may carry its number. */
  purchase_orders?: (string | { purchase_order_number?: string | null; number?: string | null } | null)[];
  line_items?: MergeInvoiceLine[] | string[];
}

export interface MergeInvoiceLine {
  description?: string | null;
  quantity?: number | string | null;
  unit_price?: number | string | null;
  /** An id, or the expanded item (whose name is the SKU in most ERPs). */
  item?: string | { name?: string | null } | null;
}

/** Every accounts-receivable invoice with its line items, following Merge's `next` cursor. */
export async function fetchMergeReceivableInvoices(
  config: MergeConfig,
  accountToken: string,
): Promise<MergeInvoice[]> {
  const invoices: MergeInvoice[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const params = new URLSearchParams({
      type: 'ACCOUNTS_RECEIVABLE',
      expand: 'line_items',
      page_size: '100',
    });
    if (cursor) params.set('cursor', cursor);
    const { status, body } = await call(config, `/accounting/v1/invoices?${params.toString()}`, {
      accountToken,
    });
    if (status < 200 || status >= 300) throw refused(status, body);
    const results = body?.results;
    if (!Array.isArray(results)) throw new MergeError('Merge answered the invoice list without results.');
    invoices.push(...(results as MergeInvoice[]));
    const next = body?.next;
    if (typeof next !== 'string' || !next) return invoices;
    cursor = next;
  }
  throw new MergeError(`Merge kept paging past ${MAX_PAGES} pages of invoices; the sync stopped.`);
}
