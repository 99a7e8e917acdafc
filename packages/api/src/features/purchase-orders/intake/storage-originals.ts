/**
 * Originals in the private 'purchase-orders' bucket, through the Storage API of SUPABASE_URL as the caller
 * (their access token, with the project's publishable/anon key as apikey): the bucket's policies decide, so the
 * API can only write into the caller's own organization's folder, on a hosted project as locally.
 *
 * An original is never replaced (migration 20261128000200_storage_originals): members may not delete or
 * overwrite one, and no one may store a file under a name an order points at. Each upload gets a name of its
 * own (`<organization>/<uuid>/<file name>`), so a name is never used twice. The one removal, of an upload whose
 * order could not be written, is the service role's (SUPABASE_SERVICE_ROLE_KEY); without that key the file
 * stays behind, unreferenced, and a warning says so.
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
  /** SUPABASE_SERVICE_ROLE_KEY, for removing a failed upload; absent: such a file is left behind. */
  serviceRoleKey?: string | null;
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

const warn = (message: string) =>
  console.warn(JSON.stringify({ level: 40, time: Date.now(), msg: `purchase-order originals: ${message}` }));

/**
 * Best effort: undoes an upload when its order could not be written (no order points at it yet). As the
 * service role, since members may not delete originals; without its key, or when Storage refuses, the file is
 * left where it is (an orphan nothing links to) and a warning names it. `_token` is the uploader's, kept for
 * the callers' sake: it cannot remove anything.
 */
export async function removeOriginal(config: StorageConfig, _token: string, path: string): Promise<void> {
  const key = config.serviceRoleKey;
  if (!key) {
    warn(`left ${path} behind (no SUPABASE_SERVICE_ROLE_KEY to remove a failed upload)`);
    return;
  }
  const response = await fetch(objectUrl(config, 'object', path), {
    method: 'DELETE',
    headers: { apikey: key, authorization: `Bearer ${key}` },
  }).catch((error: unknown) => error as Error);
  if (response instanceof Error) warn(`left ${path} behind (Storage unreachable: ${response.message})`);
  else if (!response.ok) warn(`left ${path} behind (Storage answered ${response.status})`);
}

/**
 * A URL that opens the original for SIGNED_URL_SECONDS; null when Storage cannot sign it now. Never throws: the
 * intake signs inside the block that removes a failed upload, and a written order's original must stay.
 */
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
  const body = (await response.json().catch(() => null)) as { signedURL?: unknown } | null;
  return typeof body?.signedURL === 'string' ? `${config.url}/storage/v1${body.signedURL}` : null;
}
