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

/**
 * Types a browser shows without running anything of the file: the only ones served inline. Everything else
 * (HTML, SVG, XML, scripts, unknown types) is served as an attachment, so a member's file never becomes a page
 * on Storage's origin.
 */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
]);
/** Whatever a file is, it runs nothing, loads nothing and has an origin of its own. */
const SANDBOX_CSP = "default-src 'none'; sandbox";
/** Browsers will not show a PDF in a sandboxed document (Chromium's viewer does not start), so PDFs get this. */
const PDF_CSP = "default-src 'none'";

const essence = (mimeType: string) => (mimeType.split(';')[0] ?? '').trim().toLowerCase();

function attachment(filename: string): string {
  const encoded = encodeURIComponent(filename);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

/**
 * How an object goes out: its type (HTML as text/plain, as Storage's renderer does), a sandboxing CSP, and as
 * an attachment unless its type is on the inline list or `?download=` names the file.
 */
function servingHeaders(object: ObjectRow, download: string | undefined) {
  const stored = object.metadata?.mimetype ?? 'application/octet-stream';
  const type = essence(stored);
  const contentType = stored.toLowerCase().includes('text/html') ? 'text/plain' : stored;
  let disposition: string | undefined;
  if (download !== undefined) disposition = download === '' ? 'attachment;' : attachment(download);
  else if (!INLINE_TYPES.has(type)) disposition = attachment(object.name.split('/').pop() || 'download');
  return { contentType, disposition, csp: type === 'application/pdf' ? PDF_CSP : SANDBOX_CSP };
}

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
  const download = (request.query as Record<string, string | undefined>).download;
  const serving = servingHeaders(object, download);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', serving.contentType)
    .header('content-security-policy', serving.csp)
    .header('x-content-type-options', 'nosniff')
    .header('etag', metadata.eTag ?? '')
    .header('last-modified', new Date(metadata.lastModified ?? object.updated_at).toUTCString())
    .header('x-robots-tag', 'none');
  if (options.expires) reply.header('expires', options.expires);
  else reply.header('cache-control', metadata.cacheControl ?? 'no-cache');

  if (serving.disposition) reply.header('content-disposition', serving.disposition);

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
