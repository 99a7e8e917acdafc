/**
 * An error as Supabase Storage renders it: the body names the real status (`statusCode`, a string), while the
 * HTTP status is 400 for every client error (500 stays 500), which is what storage-js reads as `status`.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    /** The body's legacy `error` field; Supabase fills it with the code when an error has none. */
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return this.statusCode === 500 ? 500 : 400;
  }

  body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

/** The errors of storage's ERRORS table the emulator answers, with Supabase's codes and wording. */
export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  rlsDenied: () =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  alreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  /** What Storage answers for a Content-Type it cannot read (fastify's FST_ERR_CTP_INVALID_MEDIA_TYPE). */
  invalidContentType: () =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', 'Invalid Content-Type header'),
  invalidParameter: (parameter: string) =>
    new StorageError(400, 'InvalidParameter', 'InvalidParameter', `Invalid Parameter ${parameter}`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  noContent: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  invalidFileSizeLimit: () =>
    new StorageError(
      400,
      'InvalidRequest',
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  internal: (message = 'Internal server error') =>
    new StorageError(500, 'InternalError', 'InternalError', message),
};

interface PgErrorLike {
  code?: string;
  message?: string;
}

/** PostgreSQL errors in storage's words (its DBError.fromDBError). */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const pg = error as PgErrorLike;
  switch (pg?.code) {
    case '42501':
      return pg.message?.includes('row-level security')
        ? storageErrors.rlsDenied()
        : storageErrors.accessDenied(pg.message);
    case '23505':
      return storageErrors.alreadyExists();
    case '23503':
      return new StorageError(404, 'InvalidRequest', 'InvalidRequest', 'The related resource does not exist');
    case '57014':
      return new StorageError(
        544,
        'DatabaseTimeout',
        'DatabaseTimeout',
        'The connection to the database timed out',
      );
    default:
      return storageErrors.internal(pg?.code ? `database error, code: ${pg.code}` : undefined);
  }
}
