/**
 * Storage as the platform needs it: every object of an organization (removed when it is deleted, copied into
 * its export) and the export zips in the private 'platform-exports' bucket. Through the Storage API with the
 * service role key (SUPABASE_SERVICE_ROLE_KEY): hosted Storage does not let SQL delete its rows, and the bytes
 * are not in the database. Which objects exist is read from storage.objects (every organization's files live
 * under `<organization_id>/` in their bucket).
 */
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';

export const EXPORTS_BUCKET = 'platform-exports';
/** How long an export's download link works. */
export const DOWNLOAD_URL_SECONDS = 15 * 60;
const REMOVE_BATCH = 100;

export interface PlatformStorage {
  /** SUPABASE_URL (the emulator locally). */
  url: string;
  /** SUPABASE_SERVICE_ROLE_KEY. */
  serviceRoleKey: string;
}

export interface StoredObject {
  bucket: string;
  name: string;
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  "The organization's files cannot be reached: the API needs SUPABASE_SERVICE_ROLE_KEY for Storage.";

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const auth = (storage: PlatformStorage) => ({
  apikey: storage.serviceRoleKey,
  authorization: `Bearer ${storage.serviceRoleKey}`,
});

/** Every object under the organization's folder, in every bucket. */
export async function organizationObjects(db: Queryable, organizationId: string): Promise<StoredObject[]> {
  const { rows } = await db.query<StoredObject>(
    `select bucket_id as bucket, name from storage.objects
      where name like $1 || '/%' order by bucket_id, name`,
    [organizationId],
  );
  return rows;
}

async function failure(response: Response, action: string): Promise<HttpError> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return new HttpError(
    502,
    'storage_unavailable',
    `Storage refused to ${action}: ${body.message ?? response.statusText} (HTTP ${response.status}).`,
  );
}

/** Removes the objects, a batch per request; throws (502) on the first refusal. */
export async function removeObjects(storage: PlatformStorage, objects: StoredObject[]): Promise<void> {
  const byBucket = new Map<string, string[]>();
  for (const { bucket, name } of objects) byBucket.set(bucket, [...(byBucket.get(bucket) ?? []), name]);
  for (const [bucket, names] of byBucket) {
    for (let start = 0; start < names.length; start += REMOVE_BATCH) {
      const response = await fetch(`${storage.url}/storage/v1/object/${encodeURIComponent(bucket)}`, {
        method: 'DELETE',
        headers: { ...auth(storage), 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: names.slice(start, start + REMOVE_BATCH) }),
      });
      if (!response.ok) throw await failure(response, `remove the files of ${bucket}`);
    }
  }
}

export async function downloadObject(storage: PlatformStorage, object: StoredObject): Promise<Uint8Array> {
  const response = await fetch(
    `${storage.url}/storage/v1/object/${encodeURIComponent(object.bucket)}/${encodePath(object.name)}`,
    { headers: auth(storage) },
  );
  if (!response.ok) throw await failure(response, `download ${object.bucket}/${object.name}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function uploadExport(storage: PlatformStorage, path: string, bytes: Uint8Array): Promise<void> {
  const response = await fetch(`${storage.url}/storage/v1/object/${EXPORTS_BUCKET}/${encodePath(path)}`, {
    method: 'POST',
    headers: { ...auth(storage), 'content-type': 'application/zip', 'x-upsert': 'true' },
    body: Buffer.from(bytes),
  });
  if (!response.ok) throw await failure(response, 'store the export');
}

/** A link that downloads the export for DOWNLOAD_URL_SECONDS; null when Storage cannot sign it now. */
export async function signExport(storage: PlatformStorage, path: string): Promise<string | null> {
  const response = await fetch(
    `${storage.url}/storage/v1/object/sign/${EXPORTS_BUCKET}/${encodePath(path)}`,
    {
      method: 'POST',
      headers: { ...auth(storage), 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: DOWNLOAD_URL_SECONDS }),
    },
  ).catch(() => null);
  if (!response?.ok) return null;
  const body = (await response.json().catch(() => null)) as { signedURL?: unknown } | null;
  if (typeof body?.signedURL !== 'string') return null;
  const url = new URL(`${storage.url}/storage/v1${body.signedURL}`);
  url.searchParams.set('download', path.split('/').at(-1) ?? 'export.zip');
  return url.toString();
}
