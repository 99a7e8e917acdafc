import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inviteUser } from './invite.js';
import { checkApiKey, sendGatewayError } from '../http/gateway.js';
import { isPlainObject, parseJsonBody } from '../http/json-body.js';
import { API_VERSION, API_VERSION_HEADER, AuthError, badRequest, sendAuthError } from './auth-error.js';
import type { AuthContext } from './context.js';
import { getUser, logout, putUser } from './current-user.js';
import { recover, verifyLink, verifyTokenHash } from './email-flows.js';
import { pkceGrant } from './flow-state.js';
import { completeIdentityLink, identityLinkPage, startIdentityLink } from './identity-link.js';
import { unlinkIdentity } from './identity-unlink.js';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.js';
import { authorizePage, completeSandboxSignIn } from './oauth.js';
import { formBody } from './sandbox-provider.js';
import { signup } from './signup.js';
import { passwordGrant, refreshTokenGrant } from './token-grants.js';

/** Endpoints the gateway lets through without an apikey (key discovery and health checks). */
const OPEN_PATHS = new Set([
  '/auth/v1/.well-known/jwks.json',
  '/auth/v1/health',
  // Browser navigations (emailed links, the OAuth redirect) carry no apikey, as on hosted Supabase.
  '/auth/v1/verify',
  '/auth/v1/authorize',
]);

type Handler = (request: FastifyRequest, body: Record<string, unknown>) => Promise<unknown>;

/** A JSON endpoint's answer that is a 302 instead (GoTrue's linkIdentity without skip_http_redirect). */
class Redirect {
  constructor(readonly location: string) {}
}

/** Path parameters of the factor and identity routes. */
const param = (request: FastifyRequest, name: string): string =>
  (request.params as Partial<Record<string, string>> | undefined)?.[name] ?? '';

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
      if (result instanceof Redirect) return reply.code(302).header('location', result.location).send();
      return reply.code(200).type('application/json').send(result);
    } catch (error) {
      if (error instanceof AuthError) return sendAuthError(request, reply, error);
      request.log.error(error);
      return sendAuthError(request, reply, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
    }
  };

  /** A browser-facing endpoint: answers with a redirect (or HTML page); errors in GoTrue's JSON shape. */
  const browserRoute =
    (
      handler: (request: FastifyRequest) => Promise<{ redirect: string; status: number } | { html: string }>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header(API_VERSION_HEADER, API_VERSION);
      try {
        const result = await handler(request);
        if ('html' in result) return reply.code(200).type('text/html; charset=utf-8').send(result.html);
        return reply.code(result.status).header('location', result.redirect).send();
      } catch (error) {
        if (error instanceof AuthError) return sendAuthError(request, reply, error);
        request.log.error(error);
        return sendAuthError(request, reply, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
      }
    };

  app.get(
    '/auth/v1/verify',
    browserRoute(async (request) => {
      await ctx.limit('verify', request.ip);
      return { redirect: await verifyLink(ctx, request), status: 303 };
    }),
  );
  app.post(
    '/auth/v1/verify',
    route(async (request, body) => {
      await ctx.limit('verify', request.ip);
      return verifyTokenHash(ctx, body);
    }),
  );
  app.post(
    '/auth/v1/recover',
    route(async (request, body) => recover(ctx, request, body)),
  );
  // The sandbox provider page: a sign-in, or (with the `state` of a link flow) linking an identity.
  app.get(
    '/auth/v1/authorize',
    browserRoute(async (request) => ({
      html: query(request).has('state')
        ? await identityLinkPage(ctx, request)
        : await authorizePage(ctx, request),
    })),
  );
  app.post(
    '/auth/v1/authorize',
    browserRoute(async (request) => {
      await ctx.limit('sign-in', request.ip);
      const redirect = formBody(request.body).state
        ? await completeIdentityLink(ctx, request)
        : await completeSandboxSignIn(ctx, request);
      return { redirect, status: 302 };
    }),
  );
  app.post(
    '/auth/v1/token',
    route(async (request, body) => {
      const grantType = query(request).get('grant_type');
      await ctx.limit(grantType === 'refresh_token' ? 'refresh' : 'sign-in', request.ip);
      if (grantType === 'password') return passwordGrant(ctx, body);
      if (grantType === 'refresh_token') return refreshTokenGrant(ctx, body);
      if (grantType === 'pkce') return pkceGrant(ctx, body);
      throw badRequest('validation_failed', `unsupported_grant_type`);
    }),
  );
  app.post(
    '/auth/v1/signup',
    route(async (request, body) => {
      await ctx.limit('sign-in', request.ip);
      return signup(ctx, request, body);
    }),
  );
  app.post(
    '/auth/v1/invite',
    route(async (request, body) => inviteUser(ctx, request, body)),
  );
  app.get(
    '/auth/v1/user',
    route(async (request) => getUser(ctx, request)),
  );
  app.put(
    '/auth/v1/user',
    route(async (request, body) => putUser(ctx, request, body)),
  );
  app.get(
    '/auth/v1/user/identities/authorize',
    route(async (request) => {
      const { url, skipRedirect } = await startIdentityLink(ctx, request);
      return skipRedirect ? { url } : new Redirect(url);
    }),
  );
  app.delete(
    '/auth/v1/user/identities/:identityId',
    route(async (request) => unlinkIdentity(ctx, request, param(request, 'identityId'))),
  );
  app.post(
    '/auth/v1/factors',
    route(async (request, body) => enrollFactor(ctx, request, body)),
  );
  app.post(
    '/auth/v1/factors/:factorId/challenge',
    route(async (request) => challengeFactor(ctx, request, param(request, 'factorId'))),
  );
  app.post(
    '/auth/v1/factors/:factorId/verify',
    route(async (request, body) => verifyFactor(ctx, request, param(request, 'factorId'), body)),
  );
  app.delete(
    '/auth/v1/factors/:factorId',
    route(async (request) => unenrollFactor(ctx, request, param(request, 'factorId'))),
  );
  // Also what supabase-js `auth.admin.signOut(jwt, scope)` calls: the user's JWT says whose sessions end.
  app.post(
    '/auth/v1/logout',
    route(async (request) => {
      await logout(ctx, request, query(request).get('scope'));
      return undefined;
    }),
  );
  app.get(
    '/auth/v1/.well-known/jwks.json',
    route(() => Promise.resolve({ keys: [ctx.tokens.key.publicJwk] })),
  );
  app.get(
    '/auth/v1/settings',
    route(() =>
      Promise.resolve({
        external: { email: true, phone: false, anonymous_users: false, google: true, azure: true },
        disable_signup: false,
        mailer_autoconfirm: ctx.autoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    ),
  );
  app.get(
    '/auth/v1/health',
    route(() =>
      Promise.resolve({
        version: 'aide-emulator',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      }),
    ),
  );
}
