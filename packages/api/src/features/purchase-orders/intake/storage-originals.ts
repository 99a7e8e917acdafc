/**
 * Originals in the private 'purchase-orders' bucket, through the Storage API of SUPABASE_URL as the caller
 * (their access token, with the project's publishable/anon key as apikey): the bucket's policies decide, so the
 * API can only write into the caller's own organization's folder, on a hosted project as locally. No service
 * key is needed.
 */
import { HttpError } from '../../../http/error-handler.js';

export const ORIGINALS_BUCKET = 'purchase-orders';
/** How long the signed URL in an order's detail opens the original. */
export const SIGNED_URL_SECONDS = 300;

export interface StorageConfig {
  /** SUPABASE_URL (the emulator locally). */
  url: string;
  /** SUPABASE_ANON_KEY: the public key the gateway wants beside a user token. */
  apiKey: string;
}

const objectUrl = (config: StorageConfig, kind: 'object' | 'object/sign', path: string) =>
  `${config.url}/storage/v1/${kind}/${ORIGINALS_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;

const headers = (config: StorageConfig, token: string) => ({
  apikey: config.apiKey,
  authorization: `Bearer ${token}`,
});

async function storageError(response: Response, action: string): Promise<HttpError> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; statusCode?: string };
  const status = Number(body.statusCode) || response.status;
  const message = `Storage refused to ${action} the original: ${body.message ?? response.statusText}.`;
  if (status === 413) return new HttpError(413, 'file_too_large', message);
  if (status === 415) return new HttpError(415, 'unsupported_file_type', message);
  return new HttpError(502, 'storage_unavailable', message);
}

export async function uploadOriginal(
  config: StorageConfig,
  token: string,
  path: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const response = await fetch(objectUrl(config, 'object', path), {
    method: 'POST',
    headers: { ...headers(config, token), 'content-type': contentType, 'x-upsert': 'false' },
    body: Buffer.from(bytes),
  });
  if (!response.ok) throw await storageError(response, 'store');
}

/** Best effort: used to undo an upload when the order could not be written. */
export async function removeOriginal(config: StorageConfig, token: string, path: string): Promise<void> {
  await fetch(objectUrl(config, 'object', path), { method: 'DELETE', headers: headers(config, token) }).catch(
    () => undefined,
  );
}

/** A URL that opens the original for SIGNED_URL_SECONDS; null when Storage cannot sign it now. */
export async function signOriginal(
  config: StorageConfig,
  token: string,
  path: string,
): Promise<string | null> {
  const response = await fetch(objectUrl(config, 'object/sign', path), {
    method: 'POST',
    headers: { ...headers(config, token), 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn: SIGNED_URL_SECONDS }),
  }).catch(() => null);
  if (!response?.ok) return null;
  const { signedURL } = (await response.json()) as { signedURL?: string };
  return signedURL ? `${config.url}/storage/v1${signedURL}` : null;
}
