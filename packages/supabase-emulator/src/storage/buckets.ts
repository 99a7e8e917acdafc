import type { FastifyRequest } from 'fastify';
import type { Caller } from '../rest/caller.js';
import {
  asCaller,
  changeAsCaller,
  mustBeValidBucketName,
  ownerOf,
  type BucketRow,
  type StorageContext,
} from './context.js';
import { storageErrors } from './storage-error.js';
import { parseFileSizeLimit } from './upload-body.js';

const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, type, file_size_limit, allowed_mime_types, created_at, updated_at';
const MIME_PATTERN = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.*]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;

/** The limits a create or update sets: file_size_limit in bytes (or storage's size strings), allowed types. */
function bucketLimits(ctx: StorageContext, body: Record<string, unknown>) {
  let fileSizeLimit: number | null | undefined;
  try {
    fileSizeLimit = parseFileSizeLimit(body.file_size_limit);
  } catch {
    throw storageErrors.invalidFileSizeLimit();
  }
  if (typeof fileSizeLimit === 'number' && fileSizeLimit > ctx.fileSizeLimit)
    throw storageErrors.entityTooLarge();
  const mimeTypes = body.allowed_mime_types;
  if (mimeTypes !== undefined && mimeTypes !== null) {
    if (!Array.isArray(mimeTypes) || mimeTypes.some((m) => typeof m !== 'string'))
      throw storageErrors.invalidRequest('body/allowed_mime_types must be array');
    for (const type of mimeTypes as string[]) {
      if (type && (type.length > 1000 || !MIME_PATTERN.test(type))) throw storageErrors.invalidMimeType(type);
    }
  }
  const allowed = Array.isArray(mimeTypes) ? (mimeTypes as string[]).filter(Boolean) : mimeTypes;
  return { fileSizeLimit, allowed };
}

const asNumber = (row: BucketRow) => ({
  ...row,
  file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
});

/** GET /bucket: the buckets storage.buckets' policies show the caller (service_role: all). */
export async function listBuckets(ctx: StorageContext, caller: Caller, request: FastifyRequest) {
  return asCaller(ctx, caller, request, async (tx) => {
    const { rows } = await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`);
    return rows.map(asNumber);
  });
}

export async function getBucket(ctx: StorageContext, caller: Caller, request: FastifyRequest, id: string) {
  const row = await asCaller(ctx, caller, request, async (tx) => {
    const { rows } = await tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
      [id],
    );
    return rows[0];
  });
  if (!row) throw storageErrors.noSuchBucket();
  return asNumber(row);
}

/** POST /bucket: an insert as the caller, so only roles storage.buckets' policies allow (service_role) create. */
export async function createBucket(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  body: Record<string, unknown>,
): Promise<{ name: string }> {
  if (typeof body.name !== 'string')
    throw storageErrors.invalidRequest("body must have required property 'name'");
  const name = body.name;
  mustBeValidBucketName(name);
  const id = typeof body.id === 'string' && body.id ? body.id : name;
  mustBeValidBucketName(id);
  const { fileSizeLimit, allowed } = bucketLimits(ctx, body);
  const owner = ownerOf(caller);
  await asCaller(ctx, caller, request, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3::uuid, $3::text, $4, $5, $6::text[])`,
      [id, name, owner, body.public === true, fileSizeLimit ?? null, allowed ?? null],
    ),
  );
  return { name };
}

/** PUT /bucket/<id>: public, file_size_limit and allowed_mime_types, as the caller. */
export async function updateBucket(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  id: string,
  body: Record<string, unknown>,
): Promise<{ message: string }> {
  mustBeValidBucketName(id);
  const { fileSizeLimit, allowed } = bucketLimits(ctx, body);
  if (body.public === undefined && fileSizeLimit === undefined && allowed === undefined)
    throw storageErrors.noContent();
  await changeAsCaller(
    ctx,
    caller,
    request,
    {
      sql: `update storage.buckets
               set public = case when $2::boolean is null then public else $2::boolean end,
                   file_size_limit = case when $3 then $4::bigint else file_size_limit end,
                   allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
                   updated_at = now()
             where id = $1 returning id`,
      params: [
        id,
        typeof body.public === 'boolean' ? body.public : null,
        fileSizeLimit !== undefined,
        fileSizeLimit ?? null,
        allowed !== undefined,
        allowed ?? null,
      ],
    },
    storageErrors.noSuchBucket,
  );
  return { message: 'Successfully updated' };
}

/** DELETE /bucket/<id>: refused while it holds objects. */
export async function deleteBucket(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  id: string,
): Promise<{ message: string }> {
  const { rows } = await ctx.db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  if (rows.length > 0) throw storageErrors.bucketNotEmpty();
  await changeAsCaller(
    ctx,
    caller,
    request,
    { sql: 'delete from storage.buckets where id = $1 returning id', params: [id] },
    storageErrors.noSuchBucket,
  );
  return { message: 'Successfully deleted' };
}

/** POST /bucket/<id>/empty: the caller must see the bucket; its objects then go as storage's admin job does. */
export async function emptyBucket(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  id: string,
): Promise<{ message: string }> {
  await getBucket(ctx, caller, request, id);
  const versions = await ctx.db.transaction(async (tx) => {
    await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    const { rows } = await tx.query<{ version: string }>(
      'delete from storage.objects where bucket_id = $1 returning version',
      [id],
    );
    return rows.map((r) => r.version);
  });
  await ctx.blobs.remove(versions);
  // Storage's words: hosted empties large buckets in a background job.
  return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
}
