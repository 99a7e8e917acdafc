import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyRoleOf, bearerToken } from '../http/gateway.js';
import { findRepoRoot } from '../paths.js';
import type { SigningKey } from '../signing-key.js';
import {
  FunctionFailure,
  FunctionHost,
  readEnvFile,
  readFunctionsConfig,
  type FunctionConfig,
} from './function-host.js';

export interface FunctionsOptions {
  /**
   * The functions folder (the Supabase CLI layout: `<dir>/<name>/index.ts`, shared code in `_shared`); default
   * the `functions` folder beside the config.toml in use (the repository's `supabase/functions`); false: none.
   */
  dir?: string | false;
  /** Extra environment for every function (Deno.env), over `<dir>/.env` and the SUPABASE_* variables. */
  env?: Record<string, string>;
}

interface RouteOptions extends FunctionsOptions {
  key: SigningKey;
  configFile?: string | false;
  /** The SUPABASE_URL, keys and other variables every function gets. */
  env?: Record<string, string>;
  supabaseEnv: () => Record<string, string>;
  /** Where the functions are mounted: `/functions/v1` (default), or '' for `/<name>` (a bare edge runtime). */
  prefix?: string;
  /** The origin of the URL a function sees (`<origin>/<name>/…`); default the request's own. */
  origin?: string;
  /** Serve only these functions (the conformance relays start one each). */
  only?: string[];
  /** Functions whose JWT is not checked regardless of config.toml. */
  verifyJwt?: boolean;
}

/** Headers the emulator's CORS hook adds to every answer: a function answers CORS itself, as on Supabase. */
const GATEWAY_CORS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'vary',
];

const json = (reply: FastifyReply, status: number, body: object, relayError = false) => {
  for (const header of GATEWAY_CORS) reply.removeHeader(header);
  if (relayError) void reply.header('x-relay-error', 'true');
  return reply.code(status).type('application/json').send(body);
};

/**
 * Edge Functions at `/functions/v1/<name>` (supabase-js `functions.invoke`), from `supabase/functions/<name>/
 * index.ts`: Deno-style handlers (`Deno.serve`) run on Node in a worker per function. With `verify_jwt` (the
 * default; `[functions.<name>] verify_jwt = false` turns it off) the caller's bearer must be a JWT of this
 * project or an API key, else 401 `Invalid JWT` flagged `x-relay-error` (supabase-js FunctionsRelayError). The
 * function's answer, its CORS headers included, is passed through as it is (FunctionsHttpError for non-2xx).
 */
export function registerFunctionRoutes(
  app: FastifyInstance,
  options: RouteOptions,
): { close(): Promise<void> } {
  const configFile =
    options.configFile === false
      ? undefined
      : (options.configFile ?? join(findRepoRoot(), 'supabase', 'config.toml'));
  const dir =
    options.dir === false
      ? undefined
      : resolve(options.dir ?? join(configFile ? dirname(configFile) : findRepoRoot(), 'functions'));
  if (!dir || !existsSync(dir)) return { close: () => Promise.resolve() };

  const host = new FunctionHost({
    dir,
    repoRoot: findRepoRoot(),
    config: readFunctionsConfig(configFile),
    env: () => ({ ...readEnvFile(join(dir, '.env')), ...options.env, ...options.supabaseEnv() }),
  });
  const prefix = options.prefix ?? '/functions/v1';

  async function verifyCaller(request: FastifyRequest, config: FunctionConfig): Promise<string | null> {
    if (!(options.verifyJwt ?? config.verifyJwt)) return null;
    const token = bearerToken(request);
    if (!token) {
      // An API key alone stands for its role, as the gateway turns it into a JWT for the function.
      const apiKey = request.headers.apikey;
      return apiKeyRoleOf(request, Array.isArray(apiKey) ? apiKey[0] : apiKey)
        ? null
        : 'Missing authorization header';
    }
    if (apiKeyRoleOf(request, token)) return null;
    const check = await options.key.verify(token);
    return check.ok ? null : 'Invalid JWT';
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const params = request.params as { name?: string; '*'?: string };
    const name = params.name ?? '';
    const config = options.only && !options.only.includes(name) ? undefined : host.configOf(name);
    if (!config) {
      return json(reply, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    if (request.method !== 'OPTIONS') {
      const refusal = await verifyCaller(request, config);
      if (refusal) return json(reply, 401, { code: 401, message: refusal }, true);
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const rest = params['*'] ? `/${params['*']}` : '';
    const origin = options.origin ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const headers: [string, string][] = [];
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined || key === 'host' || key === 'connection' || key === 'content-length') continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.push([key, item]);
    }
    try {
      const response = await host.invoke(name, {
        method: request.method,
        url: `${origin.replace(/\/$/, '')}/${name}${rest}${query}`,
        headers,
        body: Buffer.isBuffer(request.body) && request.body.length ? request.body : null,
        remoteAddr: request.ip,
      });
      for (const header of GATEWAY_CORS) reply.removeHeader(header);
      for (const [key, value] of response.headers) {
        if (key === 'content-length' || key === 'transfer-encoding') continue;
        void reply.header(key, value);
      }
      return reply.code(response.status).send(response.body);
    } catch (error) {
      if (!(error instanceof FunctionFailure)) throw error;
      request.log.error({ function: name, error: error.message }, 'Edge Function failed');
      if (error.kind === 'not_found') {
        return json(reply, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      }
      if (error.kind === 'boot') {
        return json(reply, 503, {
          code: 'BOOT_ERROR',
          message: 'Function failed to start (please check logs)',
        });
      }
      return json(reply, 500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
  }

  void app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async
    async (scope) => {
      // A function reads its body as it likes: bytes are passed through untouched.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
      for (const url of [`${prefix}/:name`, `${prefix}/:name/*`]) {
        scope.route({ method: [...methods], url, handler: handle });
      }
    },
  );
  return { close: () => host.close() };
}
