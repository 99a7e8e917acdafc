import { gunzipSync } from 'node:zlib';

/** A capture request whose body cannot be decoded; the route answers 400 (or 413 when too large). */
export class CaptureBodyError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 413 = 400,
  ) {
    super(message);
    this.name = 'CaptureBodyError';
  }
}

/** What a capture request carries besides its raw body. */
export interface CaptureRequestParts {
  body: Buffer | undefined;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  /** `compression` query parameter: `gzip-js`, `gzip` or `base64` (posthog-js adds the latter). */
  compression: string | undefined;
  /** `data` query parameter of a GET capture (base64 or JSON). */
  queryData: string | undefined;
}

/** A gzip bomb cannot grow past this once inflated (a full posthog-js batch is far smaller). */
export const MAX_INFLATED_BYTES = 2 * 1024 * 1024;

const GZIP_MAGIC = [0x1f, 0x8b] as const;
const isGzip = (bytes: Buffer) =>
  bytes.length >= 2 && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];

/**
 * Decodes a posthog-js request body into its JSON payload. posthog-js (1.449) sends:
 * - gzip: the JSON gzipped, `Content-Type: text/plain`, and (in current versions) no marker in the URL — so
 *   gzip is recognised by `compression=gzip-js|gzip`, `Content-Encoding: gzip` or the gzip magic bytes;
 * - base64 (sendBeacon, or a server that only supports it): `application/x-www-form-urlencoded`,
 *   `data=<urlencoded base64 of the UTF-8 JSON>` and `compression=base64` in the URL;
 * - uncompressed: `application/json`, or any content type (e.g. text/plain) holding JSON.
 * GET captures carry the payload in the `data` query parameter (base64 or JSON).
 */
export function decodeCaptureBody(parts: CaptureRequestParts): unknown {
  let bytes = parts.body && parts.body.length > 0 ? parts.body : undefined;
  if (!bytes) {
    if (parts.queryData !== undefined) return parseDataField(parts.queryData);
    throw new CaptureBodyError('The request has no body.');
  }
  const compression = parts.compression?.toLowerCase();
  const gzipped =
    isGzip(bytes) ||
    compression === 'gzip-js' ||
    compression === 'gzip' ||
    (parts.contentEncoding?.toLowerCase().includes('gzip') ?? false);
  if (gzipped) bytes = gunzip(bytes);

  const text = bytes.toString('utf8').trim();
  const contentType = parts.contentType?.toLowerCase() ?? '';
  if (contentType.startsWith('application/x-www-form-urlencoded') || text.startsWith('data=')) {
    const data = new URLSearchParams(text).get('data');
    if (data === null) throw new CaptureBodyError('The form body has no data field.');
    return parseDataField(data);
  }
  if (compression === 'base64') return parseJson(base64ToText(text));
  return parseJson(text);
}

function gunzip(bytes: Buffer): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_INFLATED_BYTES });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new CaptureBodyError('The decompressed body is too large.', 413);
    }
    throw new CaptureBodyError('The body is not valid gzip data.');
  }
}

/** A `data` value: JSON as is, otherwise base64 (standard or URL-safe) of UTF-8 JSON. */
function parseDataField(value: string): unknown {
  const trimmed = value.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJson(trimmed);
  return parseJson(base64ToText(trimmed));
}

function base64ToText(value: string): string {
  // A `+` sent unescaped in a form or query turns into a space on the way in.
  const normalized = value.replace(/ /g, '+');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(normalized) || normalized === '') {
    throw new CaptureBodyError('The data field is neither JSON nor base64.');
  }
  return Buffer.from(normalized, 'base64').toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CaptureBodyError('The body is not valid JSON.');
  }
}
