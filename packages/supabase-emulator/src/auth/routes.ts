import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkApiKey, sendGatewayError } from '../http/gateway.js';
import { isPlainObject, parseJsonBody } from '../http/json-body.js';
import { API_VERSION, API_VERSION_HEADER, AuthError, badRequest, sendAuthError } from './auth-error.js';
import type { AuthContext } from './context.js';
import { getUser, logout, putUser } from './current-user.js';
import { signup } from './signup.js';
import { passwordGrant, refreshTokenGrant } from './token-grants.js';

/** Endpoints the gateway lets through without an apikey (key discovery and health checks). */
const OPEN_PATHS = new Set(['/auth/v1/.well-known/jwks.json', '/auth/v1/health']);

type Handler = (request: FastifyRequest, body: Record<string, unknown>) => Promise<unknown>;

/** GoTrue under /auth/v1: its endpoints, status codes and error bodies as @supabase/auth-js expects them. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const query = (request: FastifyRequest) => new URL(request.url, 'http://local').searchParams;

  /** Wraps a handler: apikey check, JSON body, GoTrue error shape; `undefined` results answer 204. */
  const route = (handler: Handler) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    const path = request.url.split('?')[0] ?? '';
    if (!OPEN_PATHS.has(path)) {
      const key = checkApiKey(request);
      if (!key.ok) return sendGatewayError(reply, key);
    }
    try {
      const parsed =
        request.method === 'GET' ? { ok: true as const, value: {} } : parseJsonBody(request.body);
      if (!parsed.ok) throw badRequest('bad_json', 'Could not parse request body as JSON');
      const body = isPlainObject(parsed.value) ? parsed.value : {};
      const result = await handler(request, body);
      if (result === undefined) return reply.code(204).send();
      return reply.code(200).type('application/json').send(result);
    } catch (error) {
      if (error instanceof AuthError) return sendAuthError(request, reply, error);
      request.log.error(error);
      return sendAuthError(request, reply, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
    }
  };

  app.post(
    '/auth/v1/token',
    route(async (request, body) => {
      const grantType = query(request).get('grant_type');
      if (grantType === 'password') return passwordGrant(ctx, body);
      if (grantType === 'refresh_token') return refreshTokenGrant(ctx, body);
      throw badRequest('validation_failed', `unsupported_grant_type`);
    }),
  );
  app.post(
    '/auth/v1/signup',
    route(async (_request, body) => signup(ctx, body)),
  );
  app.get(
    '/auth/v1/user',
    route(async (request) => getUser(ctx, request)),
  );
  app.put(
    '/auth/v1/user',
    route(async (request, body) => putUser(ctx, request, body)),
  );
  app.post(
    '/auth/v1/logout',
    route(async (request) => {
      await logout(ctx, request, query(request).get('scope'));
      return undefined;
    }),
  );
  app.get(
    '/auth/v1/.well-known/jwks.json',
    route(async () => ({ keys: [ctx.tokens.key.publicJwk] })),
  );
  app.get(
    '/auth/v1/settings',
    route(async () => ({
      external: { email: true, phone: false, anonymous_users: false, google: false, azure: false },
      disable_signup: false,
      mailer_autoconfirm: ctx.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    })),
  );
  app.get(
    '/auth/v1/health',
    route(async () => ({
      version: 'aide-emulator',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    })),
  );
}
