import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../rest/caller.js';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.js';
import { GatewayRefusal, storageCaller, type StorageContext } from './context.js';
import { findObject, findReadableObject, sendObject } from './downloads.js';
import {
  copyObject,
  listObjects,
  moveObject,
  objectInfo,
  removeObject,
  removeObjects,
  uploadObject,
} from './objects.js';
import { listObjectsV2 } from './list-v2.js';
import { signObjectUrl, signObjectUrls, verifySignedUrl } from './signed-urls.js';
import { signUploadUrl, uploadToSignedUrl } from './signed-uploads.js';
import { StorageError, storageErrors, toStorageError } from './storage-error.js';
import { findBucketAsAdmin } from './context.js';

type Params = { bucket: string; '*': string; id: string };

function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const raw = request.body;
  if (!Buffer.isBuffer(raw) || raw.byteLength === 0) return {};
  try {
    const value = JSON.parse(raw.toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.invalidRequest('Body is not valid JSON');
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof GatewayRefusal)
    return reply.code(error.status).type('application/json').send(error.body);
  const storageError = error instanceof StorageError ? error : toStorageError(error);
  if (storageError.statusCode >= 500) request.log.error(error);
  return reply.code(storageError.httpStatus).type('application/json').send(storageError.body());
}

/**
 * Supabase Storage's object and bucket API under /storage/v1, for storage-js: metadata in storage.buckets and
 * storage.objects (read and written as the caller, so their policies decide), bytes in the blob store.
 */
export function registerStorageRoutes(app: FastifyInstance, ctx: StorageContext): void {
  void app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- async: a throw while registering must reject the plugin, not escape avvio
    async (scope) => {
      // Uploads are bytes: this scope reads every body as a Buffer (JSON bodies are parsed per route).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      scope.setErrorHandler(
        (error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
            return reply.code(413).type('application/json').send(storageErrors.entityTooLarge().body());
          // A Content-Type fastify cannot parse ('text', '', 'a b/c'): Storage's 400, not a 500.
          if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
            return sendError(request, reply, storageErrors.invalidContentType());
          // Fastify's other refusals of a request keep their status, in Storage's shape (its error handler).
          if (error.code?.startsWith('FST_') && error.statusCode && error.statusCode < 500)
            return sendError(
              request,
              reply,
              new StorageError(
                error.statusCode,
                'InvalidRequest',
                'InvalidRequest',
                error.message ?? 'Invalid Request',
              ),
            );
          return sendError(request, reply, error);
        },
      );
      // Every answer of Storage is what it says it is: browsers never guess a type from the bytes.
      scope.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('x-content-type-options', 'nosniff');
        done(null, payload);
      });

      /** Routes behind the gateway: an apikey, then the caller the bearer token names. */
      const serve =
        (
          work: (
            caller: Caller,
            params: Params,
            request: FastifyRequest,
            reply: FastifyReply,
          ) => Promise<unknown>,
        ) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          try {
            const caller = await storageCaller(ctx, request);
            const result = await work(caller, request.params as Params, request, reply);
            return result === reply ? reply : reply.code(200).type('application/json').send(result);
          } catch (error) {
            return sendError(request, reply, error);
          }
        };
      /** Routes that need no key (shared links): public buckets and signed URLs. */
      const open =
        (work: (params: Params, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          try {
            return await work(request.params as Params, request, reply);
          } catch (error) {
            return sendError(request, reply, error);
          }
        };

      // Buckets.
      scope.get(
        '/bucket',
        serve((caller, _p, request) => listBuckets(ctx, caller, request)),
      );
      scope.get(
        '/bucket/:id',
        serve((caller, p, request) => getBucket(ctx, caller, request, p.id)),
      );
      scope.post(
        '/bucket',
        serve((caller, _p, request) => createBucket(ctx, caller, request, jsonBody(request))),
      );
      scope.put(
        '/bucket/:id',
        serve((caller, p, request) => updateBucket(ctx, caller, request, p.id, jsonBody(request))),
      );
      scope.delete(
        '/bucket/:id',
        serve((caller, p, request) => deleteBucket(ctx, caller, request, p.id)),
      );
      scope.post(
        '/bucket/:id/empty',
        serve((caller, p, request) => emptyBucket(ctx, caller, request, p.id)),
      );

      // Objects: list, move, copy, sign (static segments win over a bucket of the same name, as on Supabase).
      scope.post(
        '/object/list/:bucket',
        serve((caller, p, request) => listObjects(ctx, caller, request, p.bucket, jsonBody(request))),
      );
      scope.post(
        '/object/list-v2/:bucket',
        serve((caller, p, request) => listObjectsV2(ctx, caller, request, p.bucket, jsonBody(request))),
      );
      scope.post(
        '/object/upload/sign/:bucket/*',
        serve((caller, p, request) => signUploadUrl(ctx, caller, request, p.bucket, p['*'])),
      );
      scope.put(
        '/object/upload/sign/:bucket/*',
        open((p, request) => uploadToSignedUrl(ctx, request, p.bucket, p['*'])),
      );
      // Image transformations are not emulated (they need an image library): Storage's answer for a feature
      // the project does not have, rather than a missing route.
      scope.get(
        '/render/image/*',
        open(() => {
          throw new StorageError(
            400,
            'FeatureNotEnabled',
            'FeatureNotEnabled',
            'Image transformations are not available in the embedded backend',
          );
        }),
      );
      scope.post(
        '/object/move',
        serve((caller, _p, request) => moveObject(ctx, caller, request, jsonBody(request))),
      );
      scope.post(
        '/object/copy',
        serve((caller, _p, request) => copyObject(ctx, caller, request, jsonBody(request))),
      );
      scope.post(
        '/object/sign/:bucket/*',
        serve((caller, p, request) =>
          signObjectUrl(ctx, caller, request, p.bucket, p['*'], jsonBody(request).expiresIn),
        ),
      );
      scope.post(
        '/object/sign/:bucket',
        serve((caller, p, request) => {
          const body = jsonBody(request);
          return signObjectUrls(ctx, caller, request, p.bucket, body.paths, body.expiresIn);
        }),
      );
      scope.get(
        '/object/sign/:bucket/*',
        open(async (p, request, reply) => {
          const { token } = request.query as { token?: string };
          const { exp } = await verifySignedUrl(ctx, p.bucket, p['*'], token);
          const object = await findObject(ctx, p.bucket, p['*'], 'admin');
          return sendObject(ctx, request, reply, object, { expires: new Date(exp * 1000).toUTCString() });
        }),
      );
      scope.get(
        '/object/public/:bucket/*',
        open(async (p, request, reply) => {
          const bucket = await findBucketAsAdmin(ctx, p.bucket);
          if (!bucket?.public) throw storageErrors.noSuchBucket();
          return sendObject(ctx, request, reply, await findObject(ctx, p.bucket, p['*'], 'admin'));
        }),
      );
      scope.get(
        '/object/info/public/:bucket/*',
        open(async (p) => {
          const bucket = await findBucketAsAdmin(ctx, p.bucket);
          if (!bucket?.public) throw storageErrors.noSuchBucket();
          return objectInfo(await findObject(ctx, p.bucket, p['*'], 'admin'));
        }),
      );
      for (const prefix of ['/object/info/authenticated', '/object/info']) {
        scope.get(
          `${prefix}/:bucket/*`,
          serve(async (caller, p, request) =>
            objectInfo(await findReadableObject(ctx, caller, request, p.bucket, p['*'])),
          ),
        );
      }
      for (const prefix of ['/object/authenticated', '/object']) {
        scope.get(
          `${prefix}/:bucket/*`,
          serve(async (caller, p, request, reply) =>
            sendObject(ctx, request, reply, await findReadableObject(ctx, caller, request, p.bucket, p['*'])),
          ),
        );
      }
      scope.post(
        '/object/:bucket/*',
        serve((caller, p, request) =>
          uploadObject(ctx, caller, request, p.bucket, p['*'], request.headers['x-upsert'] === 'true'),
        ),
      );
      scope.put(
        '/object/:bucket/*',
        serve((caller, p, request) => uploadObject(ctx, caller, request, p.bucket, p['*'], true)),
      );
      scope.delete(
        '/object/:bucket/*',
        serve(async (caller, p, request) => {
          await removeObject(ctx, caller, request, p.bucket, p['*']);
          return { message: 'Successfully deleted' };
        }),
      );
      scope.delete(
        '/object/:bucket',
        serve((caller, p, request) =>
          removeObjects(ctx, caller, request, p.bucket, jsonBody(request).prefixes),
        ),
      );
    },
    { prefix: '/storage/v1' },
  );
}
