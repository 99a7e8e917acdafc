import type { NylasConfig } from '../../config.js';
import type { MailboxProvider } from './oauth-state.js';

/** A connected account as the code exchange returns it. */
export interface NylasGrant {
  grantId: string;
  email: string;
}

export class NylasError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NylasError';
  }
}

const EXCHANGE_TIMEOUT_MS = 15_000;

/** Nylas v3 hosted authentication: the page the popup opens. */
export function hostedAuthUrl(
  config: NylasConfig,
  { redirectUri, provider, state }: { redirectUri: string; provider: MailboxProvider; state: string },
): string {
  const params = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    provider,
    state,
    access_type: 'online',
  });
  return `${config.apiUri}/v3/connect/auth?${params.toString()}`;
}

/** Exchanges the callback's code for the grant (POST /v3/connect/token; the API key is the client secret). */
export async function exchangeCode(
  config: NylasConfig,
  { code, redirectUri }: { code: string; redirectUri: string },
): Promise<NylasGrant> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUri}/v3/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.apiKey,
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch {
    throw new NylasError('Nylas could not be reached. Please try again in a moment.');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    throw new NylasError(`Nylas refused the connection: ${nylasMessage(body) ?? `HTTP ${response.status}`}.`);
  }
  const grantId = body?.grant_id;
  const email = body?.email;
  if (typeof grantId !== 'string' || !grantId || typeof email !== 'string' || !email) {
    throw new NylasError('Nylas answered without a grant id and email address.');
  }
  return { grantId, email: email.toLowerCase() };
}

/** Nylas errors look like `{ error: { type, message } }` or `{ error, error_description }`. */
function nylasMessage(body: Record<string, unknown> | null): string | undefined {
  const error = body?.error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  if (typeof body?.error_description === 'string') return body.error_description;
  if (typeof error === 'string') return error;
  return undefined;
}
