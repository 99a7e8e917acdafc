import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../rest/caller.js';
import { asCaller, findBucketAsAdmin, type StorageContext } from './context.js';
import { OBJECT_COLUMNS, type ObjectRow } from './object-row.js';
import { storageErrors } from './storage-error.js';

/** An object's row: as the caller (policies decide), or as storage's superuser (public buckets, signed URLs). */
export async function findObject(
  ctx: StorageContext,
  bucketId: string,
  name: string,
  as: { caller: Caller; request: FastifyRequest } | 'admin',
): Promise<ObjectRow> {
  const sql = `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`;
  const rows =
    as === 'admin'
      ? (await ctx.db.query<ObjectRow>(sql, [bucketId, name])).rows
      : await asCaller(
          ctx,
          as.caller,
          as.request,
          async (tx) => (await tx.query<ObjectRow>(sql, [bucketId, name])).rows,
        );
  const row = rows[0];
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

/** GET /object/<bucket>/<path> and /object/authenticated/…: public buckets skip the policies, others apply them. */
export async function findReadableObject(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  bucketId: string,
  name: string,
): Promise<ObjectRow> {
  const bucket = await findBucketAsAdmin(ctx, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  return findObject(ctx, bucketId, name, bucket.public ? 'admin' : { caller, request });
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

/** Sends an object's bytes with the headers storage's asset renderer sets (Range, ?download= included). */
export async function sendObject(
  ctx: StorageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  object: ObjectRow,
  options: { expires?: string } = {},
): Promise<FastifyReply> {
  const bytes = await ctx.blobs.get(object.version);
  if (!bytes) throw storageErrors.noSuchKey();
  const metadata = object.metadata ?? {};
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', metadata.mimetype ?? 'application/octet-stream')
    .header('etag', metadata.eTag ?? '')
    .header('last-modified', new Date(metadata.lastModified ?? object.updated_at).toUTCString())
    .header('x-robots-tag', 'none');
  if (options.expires) reply.header('expires', options.expires);
  else reply.header('cache-control', metadata.cacheControl ?? 'no-cache');

  const download = (request.query as Record<string, string | undefined>).download;
  if (download !== undefined) {
    const encoded = encodeURIComponent(download);
    reply.header(
      'content-disposition',
      download === '' ? 'attachment;' : `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`,
    );
  }

  const range = RANGE.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const size = bytes.byteLength;
    let start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    let end = range[1] && range[2] ? Number(range[2]) : size - 1;
    end = Math.min(end, size - 1);
    if (start > end || start >= size) {
      return reply.code(416).header('content-range', `bytes */${size}`).type('application/json').send({
        statusCode: '416',
        code: 'InvalidRange',
        error: 'invalid_range',
        message: 'invalid range provided',
      });
    }
    start = Math.max(0, start);
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(bytes.subarray(start, end + 1));
  }
  return reply.code(200).header('content-length', bytes.byteLength).send(bytes);
}
