import type { FastifyRequest } from 'fastify';
import { storageErrors } from './storage-error.js';

export interface UploadedFile {
  bytes: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const parseJsonObject = (text: string | undefined): Record<string, unknown> | null => {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * The file of an upload, read like storage does: a multipart form (what storage-js sends for a Blob or File:
 * one file part, plus `cacheControl`, `metadata` and optionally `contentType` fields) or the raw body with
 * its Content-Type, Cache-Control and base64 JSON x-metadata headers.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  const contentType = request.headers['content-type'] ?? '';
  const body = request.body;
  const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);

  if (contentType.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw storageErrors.noContent();
    }
    let file: File | undefined;
    form.forEach((value) => {
      if (!file && typeof value !== 'string') file = value;
    });
    if (!file) throw storageErrors.noContent();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const cacheTime = field('cacheControl');
    const mimeType = field('contentType') || file.type || 'application/octet-stream';
    mustBeMimeType(mimeType);
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimeType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseJsonObject(field('metadata') ?? field('userMetadata')),
    };
  }

  const metadataHeader = request.headers['x-metadata'];
  const mimeType = contentType || 'application/octet-stream';
  mustBeMimeType(mimeType);
  return {
    bytes: raw,
    mimeType,
    cacheControl: request.headers['cache-control'] ?? 'no-cache',
    userMetadata:
      typeof metadataHeader === 'string'
        ? parseJsonObject(Buffer.from(metadataHeader, 'base64').toString('utf8'))
        : null,
  };
}

// RFC 9110 tokens for type and subtype; parameters in printable ASCII (no line breaks, nothing a header refuses).
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MIME_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(\\s*;[\\x20-\\x7e]*)?$`);

/** A content type that can be stored and sent back as a header: `type/subtype`, optionally `;parameters`. */
export function mustBeMimeType(mimeType: string): void {
  if (mimeType.length > 255 || !MIME_TYPE.test(mimeType)) throw storageErrors.invalidContentType();
}

/**
 * Storage's mime check: type and subtype must match an allowed entry, or its type with `/*`. Parameters
 * (`;charset=…`) are not compared here, where storage compares them as part of the subtype.
 */
export function mustBeAllowedMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = (mimeType.split(';')[0] ?? '').trim().toLowerCase().split('/');
  if (!type || !subtype) throw storageErrors.invalidMimeType(mimeType);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = (entry.split(';')[0] ?? '').trim().toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw storageErrors.invalidMimeType(mimeType);
}

const SIZE = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i;
// Decimal units, as Storage's parseFileSizeToBytes ('20MB' is 20,000,000 bytes).
const UNIT: Record<string, number> = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 };

/** A bucket's file_size_limit: bytes, or storage's '20MB' / '30KB' / '3B' strings. */
export function parseFileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const match = SIZE.exec(value.trim());
    if (match) return Math.floor(Number(match[1]) * (UNIT[(match[2] ?? 'b').toLowerCase()] ?? 1));
  }
  throw new Error('invalid size');
}
