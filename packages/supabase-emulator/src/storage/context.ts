import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/queryable.js';
import { resolveCaller, type Caller } from '../rest/caller.js';
import { RestError } from '../rest/rest-error.js';
import { runAs } from '../rest/run-as.js';
import type { SigningKey } from '../signing-key.js';
import type { BlobStore } from './blob-store.js';
import { StorageError, storageErrors, toStorageError } from './storage-error.js';

export interface StorageContext {
  db: Database;
  key: SigningKey;
  blobs: BlobStore;
  /** The project's upload limit (hosted: 50 MB on the free plan); a bucket's own limit can only lower it. */
  fileSizeLimit: number;
}

/** Refused by the API gateway before storage sees the request (no or unknown apikey). */
export class GatewayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super('gateway');
  }
}

/**
 * Who the request runs as: the apikey's role, or the bearer JWT's. A token storage cannot verify is
 * AccessDenied with the verifier's message, as storage's jwt plugin answers.
 */
export async function storageCaller(ctx: StorageContext, request: FastifyRequest): Promise<Caller> {
  try {
    const resolved = await resolveCaller(request, ctx.key);
    if (!resolved.ok) throw new GatewayRefusal(resolved.gateway.status, resolved.gateway.body);
    return resolved.caller;
  } catch (error) {
    if (error instanceof RestError)
      throw storageErrors.accessDenied(error.message === 'JWT expired' ? 'jwt expired' : error.message);
    throw error;
  }
}

/** The caller's statements in one transaction under their role and claims, so storage.objects' policies decide. */
export async function asCaller<T>(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await runAs(ctx.db, caller, request, async (tx) => {
      // The storage API may delete its own rows (storage.protect_delete refuses any other delete).
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      return work(tx);
    });
  } catch (error) {
    if (error instanceof RestError) throw storageErrors.accessDenied(error.message);
    if (error instanceof StorageError) throw error;
    throw toStorageError(error);
  }
}

/**
 * One statement as the caller that must change a row: `missing` when it changed none (there was none, or none
 * the caller's policies let it change).
 */
export async function changeAsCaller(
  ctx: StorageContext,
  caller: Caller,
  request: FastifyRequest,
  statement: { sql: string; params: unknown[] },
  missing: () => StorageError,
): Promise<void> {
  const changed = await asCaller(ctx, caller, request, async (tx) => {
    const { rows } = await tx.query(statement.sql, statement.params);
    return rows.length > 0;
  });
  if (!changed) throw missing();
}

/** A body field that must list 1 to 1000 object names (storage's schema for `prefixes` and `paths`). */
export function mustBeNameList(value: unknown, field: string): string[] {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > 1000 ||
    value.some((name) => typeof name !== 'string')
  )
    throw storageErrors.invalidRequest(`body/${field} must be an array of 1 to 1000 strings`);
  return value as string[];
}

/** The owner columns of what a caller creates: the user's id, or nothing for an API key. */
export function ownerOf(caller: Caller): string | null {
  const sub = caller.claims.sub;
  return caller.role === 'authenticated' && typeof sub === 'string' ? sub : null;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  type: string;
  created_at: string;
  updated_at: string;
}

/** A bucket looked up as storage's superuser (uploads and downloads read its limits and public flag that way). */
export async function findBucketAsAdmin(ctx: StorageContext, id: string): Promise<BucketRow | undefined> {
  const { rows } = await ctx.db.query<BucketRow>(
    `select id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type, created_at, updated_at
       from storage.buckets where id = $1`,
    [id],
  );
  return rows[0];
}

// Storage's key and bucket-name alphabets (S3-safe characters).
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

/** S3's limit on a key, which Supabase Storage's S3 backend inherits. */
export const MAX_KEY_LENGTH = 1024;

/**
 * Storage's key check (S3-safe characters only, so no control characters), plus what its S3 backend would
 * refuse or a file backend would resolve: more than 1,024 characters, `.` and `..` segments.
 */
export function mustBeValidKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    !VALID_OBJECT_KEY.test(key) ||
    key.split('/').some((segment) => segment === '.' || segment === '..')
  )
    throw storageErrors.invalidKey(key);
}

export function mustBeValidBucketName(name: string): void {
  if (name.length === 0 || name.length > 100 || !VALID_BUCKET_NAME.test(name) || name.trim() !== name)
    throw storageErrors.invalidBucketName();
}
