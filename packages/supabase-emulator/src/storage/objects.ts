import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../rest/caller.js';
import {
  asCaller,
  changeAsCaller,
  findBucketAsAdmin,
  mustBeNameList,
  mustBeValidKey,
  ownerOf,
  type BucketRow,
  type StorageContext,
} from './context.js';
import { findObject } from './downloads.js';
import { objectMetadata, OBJECT_COLUMNS, type ObjectMetadata, type ObjectRow } from './object-row.js';
import { storageErrors } from './storage-error.js';
import { mustBeAllowedMimeType, mustBeMimeType, readUpload } from './upload-body.js';

/**
 * POST (x-upsert) and PUT /object/<bucket>/<path>. Limits come from the bucket (read as storage's superuser),
 * the row is written as the caller, so an insert (and for an upsert, update) policy must allow it. The bytes
 * are stored first under a new version; the row then points at them, and the replaced version is dropped.
 */
export async function uploadObject(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<{ Id: string; Key: string }> {
  const bucket = await findBucketAsAdmin(ctx, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  mustBeValidKey(name);
  const file = await readUpload(request);
  mustFitBucket(ctx, bucket, file.bytes.byteLength, file.mimeType);
  const row = await storeObject(ctx, caller, request, {
    bucketId,
    name,
    bytes: file.bytes,
    metadata: objectMetadata(file.bytes, file.mimeType, file.cacheControl),
    userMetadata: file.userMetadata,
    upsert,
    markAccessed: true,
  });
  return { Id: row.id, Key: `${bucketId}/${name}` };
}

/**
 * The bucket's (and project's) size limit and allowed types, for whatever puts an object in it: an upload, and a
 * copy or move, whose type the caller may name (else a text file copied as text/html would bypass the list).
 */
function mustFitBucket(ctx: StorageContext, bucket: BucketRow, size: number, mimeType: string): void {
  const limit = Math.min(
    ctx.fileSizeLimit,
    bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit),
  );
  if (size > limit) throw storageErrors.entityTooLarge();
  mustBeAllowedMimeType(mimeType, bucket.allowed_mime_types);
}

async function findDestinationBucket(ctx: StorageContext, bucketId: string): Promise<BucketRow> {
  const bucket = await findBucketAsAdmin(ctx, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

const sizeOf = (row: ObjectRow) => Number(row.metadata?.size ?? row.metadata?.contentLength ?? 0);

interface NewObject {
  bucketId: string;
  name: string;
  bytes: Uint8Array;
  metadata: Partial<ObjectMetadata>;
  userMetadata: unknown;
  /** Over the row of that name, if there is one (the caller's update policy decides). */
  upsert: boolean;
  /** An upsert marks the object accessed too (an upload does, a copy does not). */
  markAccessed: boolean;
}

/**
 * Stores the bytes under a new version, then writes the row as the caller; the version the row replaced is
 * dropped once the row points at the new one, and the new bytes go again when the row is refused.
 */
async function storeObject(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  object: NewObject,
): Promise<ObjectRow> {
  const { bucketId, name, upsert } = object;
  const previous = upsert
    ? (
        await ctx.db.query<{ version: string }>(
          'select version from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, name],
        )
      ).rows[0]?.version
    : undefined;
  const onConflict = upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, version = excluded.version, user_metadata = excluded.user_metadata
         ${object.markAccessed ? ', last_accessed_at = now()' : ''}`
    : '';
  const version = randomUUID();
  await ctx.blobs.put(version, object.bytes);
  try {
    const row = await asCaller(ctx, caller, request, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
         values ($1, $2, $3::uuid, $3::text, $4::jsonb, $5, $6::jsonb)
         ${onConflict}
         returning ${OBJECT_COLUMNS}`,
        [
          bucketId,
          name,
          ownerOf(caller),
          JSON.stringify(object.metadata),
          version,
          JSON.stringify(object.userMetadata),
        ],
      );
      return rows[0] as ObjectRow;
    });
    if (previous && previous !== version) await ctx.blobs.remove([previous]);
    return row;
  } catch (error) {
    await ctx.blobs.remove([version]);
    throw error;
  }
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * POST /object/list/<bucket> { prefix, limit, offset, sortBy, search }: one level under the prefix, folders
 * first (name only), then files, as storage.search does, over the rows the caller's policies show.
 */
export async function listObjects(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  body: Record<string, unknown>,
): Promise<unknown[]> {
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const limit = Number.isInteger(body.limit) && (body.limit as number) > 0 ? (body.limit as number) : 100;
  const offset = Number.isInteger(body.offset) && (body.offset as number) >= 0 ? (body.offset as number) : 0;
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column =
    typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = sortBy.order === 'desc' ? 'desc' : 'asc';
  const levels = prefix.split('/').length;

  return asCaller(ctx, caller, request, async (tx) => {
    const { rows } = await tx.query(
      `with matching as (
         select * from storage.objects
          where bucket_id = $4 and name ilike $2 || $3 || '%'
       ),
       folders as (
         select path_tokens[$1] as folder from matching
          where array_length(path_tokens, 1) <> $1
          group by folder
          order by folder ${order}
       )
       (select folder as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
               null::timestamptz as last_accessed_at, null::jsonb as metadata
          from folders)
       union all
       (select path_tokens[$1] as name, id, updated_at, created_at, last_accessed_at, metadata
          from matching
         where array_length(path_tokens, 1) = $1
         order by ${column === 'name' ? 'path_tokens[$1]' : column} ${order})
       limit $5 offset $6`,
      [levels, likeLiteral(prefix), likeLiteral(search), bucketId, limit, offset],
    );
    return rows;
  });
}

/** DELETE /object/<bucket> { prefixes }: what the caller's delete policy allows goes; the rest stays. */
export async function removeObjects(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  prefixes: unknown,
): Promise<ObjectRow[]> {
  const names = mustBeNameList(prefixes, 'prefixes');
  const deleted = await asCaller(ctx, caller, request, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, names],
    );
    return rows;
  });
  await ctx.blobs.remove(deleted.map((row) => row.version));
  return deleted;
}

/** DELETE /object/<bucket>/<path>: unknown is NoSuchKey, known but not deletable by the caller AccessDenied. */
export async function removeObject(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  name: string,
): Promise<void> {
  await findObject(ctx, bucketId, name, 'admin');
  const deleted = await removeObjects(ctx, caller, request, bucketId, [name]);
  if (deleted.length === 0) throw storageErrors.accessDenied();
}

interface MoveBody {
  bucketId?: unknown;
  sourceKey?: unknown;
  destinationKey?: unknown;
  destinationBucket?: unknown;
  copyMetadata?: unknown;
  metadata?: { cacheControl?: unknown; mimetype?: unknown };
}

function moveParams(body: MoveBody) {
  const { bucketId, sourceKey, destinationKey } = body;
  if (typeof bucketId !== 'string' || typeof sourceKey !== 'string' || typeof destinationKey !== 'string')
    throw storageErrors.invalidRequest(
      "body must have required properties 'bucketId', 'sourceKey', 'destinationKey'",
    );
  const destinationBucket = typeof body.destinationBucket === 'string' ? body.destinationBucket : bucketId;
  mustBeValidKey(destinationKey);
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

/**
 * POST /object/move: a rename of the row as the caller (select and update policies), bytes untouched; the
 * object must fit the destination bucket's limits and types.
 */
export async function moveObject(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  body: MoveBody,
): Promise<{ message: string }> {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = moveParams(body);
  const source = await findObject(ctx, bucketId, sourceKey, { caller, request });
  mustFitBucket(
    ctx,
    await findDestinationBucket(ctx, destinationBucket),
    sizeOf(source),
    source.metadata?.mimetype ?? 'application/octet-stream',
  );
  await changeAsCaller(
    ctx,
    caller,
    request,
    {
      sql: `update storage.objects set bucket_id = $3, name = $4, owner = $5::uuid, owner_id = $5::text
             where bucket_id = $1 and name = $2 returning id`,
      params: [bucketId, sourceKey, destinationBucket, destinationKey, ownerOf(caller)],
    },
    storageErrors.noSuchKey,
  );
  return { message: 'Successfully moved' };
}

/**
 * POST /object/copy: the source read as the caller, the copy written as the caller (x-upsert allowed). A type
 * the caller names must be a real one, and the copy must fit the destination bucket like an upload.
 */
export async function copyObject(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  body: MoveBody,
): Promise<Record<string, unknown>> {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = moveParams(body);
  const upsert = request.headers['x-upsert'] === 'true';
  const source = await findObject(ctx, bucketId, sourceKey, { caller, request });
  const bytes = await ctx.blobs.get(source.version);
  if (!bytes) throw storageErrors.noSuchKey();
  const metadata = { ...source.metadata, lastModified: new Date().toISOString() };
  if (body.copyMetadata === false && body.metadata) {
    if (typeof body.metadata.cacheControl === 'string') metadata.cacheControl = body.metadata.cacheControl;
    if (typeof body.metadata.mimetype === 'string') {
      mustBeMimeType(body.metadata.mimetype);
      metadata.mimetype = body.metadata.mimetype;
    }
  }
  mustFitBucket(
    ctx,
    await findDestinationBucket(ctx, destinationBucket),
    bytes.byteLength,
    metadata.mimetype ?? 'application/octet-stream',
  );
  const row = await storeObject(ctx, caller, request, {
    bucketId: destinationBucket,
    name: destinationKey,
    bytes,
    metadata,
    userMetadata: source.user_metadata,
    upsert,
    markAccessed: false,
  });
  return { Id: row.id, Key: `${destinationBucket}/${destinationKey}`, ...row };
}

/** GET /object/info/…: the object's description as storage's info renderer gives it. */
export function objectInfo(row: ObjectRow) {
  const metadata = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}
