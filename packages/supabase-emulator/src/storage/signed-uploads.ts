import type { FastifyRequest } from 'fastify';
import type { Caller } from '../rest/caller.js';
import { asCaller, findBucketAsAdmin, mustBeValidKey, ownerOf, type StorageContext } from './context.js';
import { uploadObject } from './objects.js';
import { StorageError, storageErrors } from './storage-error.js';

/**
 * Signed upload URLs (storage-js `createSignedUploadUrl`, `uploadToSignedUrl`), as Storage issues them: the
 * caller's right to insert (and with `x-upsert` to update) is checked when the URL is made; the upload through
 * the URL then needs no session, writes that one path once (a second upload is a duplicate unless upserting)
 * and records the signer as the owner. The token is a JWT of the emulator's key scoped `upload`.
 */

const SCOPE_UPLOAD = 'upload';
/** Storage's UPLOAD_SIGNED_URL_EXPIRATION_TIME default: two hours. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/** Rolls the probe insert back once it has passed the caller's policies. */
class ProbeDone extends StorageError {
  constructor() {
    super(200, 'Probe', 'Probe', 'probe');
  }
}

/** Storage's canUpload: the insert (or upsert) the caller could make, tried and rolled back. */
async function assertMayUpload(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<void> {
  try {
    await asCaller(ctx, caller, request, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3::uuid, $3::text, '{}'::jsonb)
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata' : ''}`,
        [bucketId, name, ownerOf(caller)],
      );
      throw new ProbeDone();
    });
  } catch (error) {
    if (error instanceof ProbeDone) return;
    throw error;
  }
}

/** POST /object/upload/sign/<bucket>/<path> (`x-upsert`) → { url, token } */
export async function signUploadUrl(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  name: string,
): Promise<{ url: string; token: string }> {
  if (!(await findBucketAsAdmin(ctx, bucketId))) throw storageErrors.noSuchBucket();
  mustBeValidKey(name);
  const upsert = request.headers['x-upsert'] === 'true';
  await assertMayUpload(ctx, caller, request, bucketId, name, upsert);
  const url = `${bucketId}/${name}`;
  const now = Math.floor(Date.now() / 1000);
  const token = await ctx.key.sign(
    { owner: ownerOf(caller) ?? undefined, url, upsert, scope: SCOPE_UPLOAD, iat: now },
    now + UPLOAD_URL_SECONDS,
  );
  return { url: `/object/upload/sign/${url}?token=${token}`, token };
}

/** PUT /object/upload/sign/<bucket>/<path>?token= → { Key } (no apikey, no session: the token is the right). */
export async function uploadToSignedUrl(
  ctx: StorageContext,
  request: FastifyRequest,
  bucketId: string,
  name: string,
): Promise<{ Key: string }> {
  const { token } = request.query as { token?: string };
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const check = await ctx.key.verify(token);
  if (!check.ok) throw storageErrors.invalidJwt(check.reason === 'expired' ? 'jwt expired' : check.detail);
  if (check.claims.scope !== SCOPE_UPLOAD) {
    throw storageErrors.invalidSignature(`Token is not scoped for ${SCOPE_UPLOAD}`);
  }
  if (check.claims.url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
  const owner = typeof check.claims.owner === 'string' ? check.claims.owner : null;
  // Written as Storage's superuser, the signer's rights having been checked when the URL was made.
  const admin: Caller = { role: 'service_role', claims: { role: 'service_role' } };
  const { Key } = await uploadObject(ctx, admin, request, bucketId, name, check.claims.upsert === true);
  if (owner) {
    await ctx.db.query(
      `update storage.objects set owner = $3::uuid, owner_id = $3::text where bucket_id = $1 and name = $2`,
      [bucketId, name, owner],
    );
  }
  return { Key };
}
