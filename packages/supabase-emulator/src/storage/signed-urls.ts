import type { FastifyRequest } from 'fastify';
import type { Caller } from '../rest/caller.js';
import { asCaller, mustBeNameList, type StorageContext } from './context.js';
import { storageErrors } from './storage-error.js';

const SCOPE_DOWNLOAD = 'download';

/**
 * The longest a signed URL lasts: 7 days, as S3's presigned URLs. A signed URL opens its object without a
 * session, so it outlives a member's removal; hosted Storage only refuses what its JWT library cannot encode.
 */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

function mustBeValidExpiry(expiresIn: unknown): number {
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1)
    throw storageErrors.invalidRequest('body/expiresIn must be integer >= 1');
  // Refused, not shortened: the caller learns at once that the link would not last as long as asked.
  if (expiresIn > MAX_SIGNED_URL_SECONDS) throw storageErrors.invalidParameter('expiresIn');
  return expiresIn;
}

async function tokenFor(ctx: StorageContext, url: string, expiresIn: number): Promise<string> {
  // Signed by the emulator's key like a session token, but with no role or audience: it opens this one
  // object through /object/sign and is refused anywhere a session is expected.
  return ctx.key.sign(
    { url, scope: SCOPE_DOWNLOAD, iat: Math.floor(Date.now() / 1000) },
    Math.floor(Date.now() / 1000) + expiresIn,
  );
}

/** POST /object/sign/<bucket>/<path>: the object must be readable by the caller. */
export async function signObjectUrl(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  name: string,
  expiresIn: unknown,
): Promise<{ signedURL: string }> {
  const seconds = mustBeValidExpiry(expiresIn);
  const visible = await asCaller(ctx, caller, request, async (tx) => {
    const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
      bucketId,
      name,
    ]);
    return rows.length > 0;
  });
  if (!visible) throw storageErrors.noSuchKey();
  const url = `${bucketId}/${name}`;
  return { signedURL: `/object/sign/${url}?token=${await tokenFor(ctx, url, seconds)}` };
}

/** POST /object/sign/<bucket> { paths }: one entry per path, an error for what the caller cannot read. */
export async function signObjectUrls(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  paths: unknown,
  expiresIn: unknown,
): Promise<Array<{ error: string | null; path: string; signedURL: string | null }>> {
  const seconds = mustBeValidExpiry(expiresIn);
  const names = mustBeNameList(paths, 'paths');
  const visible = await asCaller(ctx, caller, request, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, names],
    );
    return new Set(rows.map((r) => r.name));
  });
  return Promise.all(
    names.map(async (path) => {
      if (!visible.has(path))
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      const url = `${bucketId}/${path}`;
      return {
        error: null,
        path,
        signedURL: `/object/sign/${url}?token=${await tokenFor(ctx, url, seconds)}`,
      };
    }),
  );
}

/** GET /object/sign/<bucket>/<path>?token=: the token's path must be this object's, and still valid. */
export async function verifySignedUrl(
  ctx: StorageContext,
  bucketId: string,
  name: string,
  token: string | undefined,
): Promise<{ exp: number }> {
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const check = await ctx.key.verify(token);
  if (!check.ok) throw storageErrors.invalidJwt(check.reason === 'expired' ? 'jwt expired' : check.detail);
  if (check.claims.scope !== SCOPE_DOWNLOAD)
    throw storageErrors.invalidSignature(`Token is not scoped for ${SCOPE_DOWNLOAD}`);
  if (check.claims.url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
  return { exp: Number(check.claims.exp) };
}
