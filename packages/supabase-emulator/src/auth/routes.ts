import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inviteUser } from './invite.js';
import { checkApiKey, sendGatewayError } from '../http/gateway.js';
import { isPlainObject, parseJsonBody } from '../http/json-body.js';
import { API_VERSION, API_VERSION_HEADER, AuthError, badRequest, sendAuthError } from './auth-error.js';
import type { AuthContext } from './context.js';
import { getUser, logout, putUser, reauthenticate } from './current-user.js';
import {
  adminCreateUser,
  adminDeleteFactor,
  adminDeleteUser,
  adminGenerateLink,
  adminGetUser,
  adminListFactors,
  adminListUsers,
  adminUpdateFactor,
  adminUpdateUser,
  requireAdmin,
} from './admin.js';
import { recover, verifyLink } from './email-flows.js';
import {
  createOAuthClient,
  deleteOAuthClient,
  getOAuthClient,
  listOAuthClients,
  regenerateOAuthClientSecret,
  updateOAuthClient,
} from './oauth-clients.js';
import { otp, resend } from './otp.js';
import {
  adminDeletePasskey,
  adminListPasskeys,
  deletePasskey,
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyAuthenticationVerify,
  passkeyRegistrationOptions,
  passkeyRegistrationVerify,
  updatePasskey,
} from './passkeys.js';
import { idTokenGrant, sso, web3Grant } from './unsupported.js';
import { verifyPost } from './verify.js';
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

type Handler = (
  request: FastifyRequest,
  body: Record<string, unknown>,
  reply: FastifyReply,
) => Promise<unknown>;

/** A JSON endpoint's answer that is a 302 instead (GoTrue's linkIdentity without skip_http_redirect). */
class Redirect {
  constructor(readonly location: string) {}
}

/** A JSON answer with another status than 200 (201 for a registered OAuth client). */
class WithStatus {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
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
      const result = await handler(request, body, reply);
      if (result === undefined) return reply.code(204).send();
      if (result instanceof Redirect) return reply.code(302).header('location', result.location).send();
      if (result instanceof WithStatus) {
        return reply.code(result.status).type('application/json').send(result.body);
      }
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
      return verifyPost(ctx, body);
    }),
  );
  app.post(
    '/auth/v1/otp',
    route(async (request, body) => {
      await ctx.limit('sign-in', request.ip);
      return otp(ctx, request, body);
    }),
  );
  app.post(
    '/auth/v1/resend',
    route(async (request, body) => {
      await ctx.limit('sign-in', request.ip);
      return resend(ctx, request, body);
    }),
  );
  app.get(
    '/auth/v1/reauthenticate',
    route(async (request) => reauthenticate(ctx, request)),
  );
  app.post(
    '/auth/v1/sso',
    route(async (_request, body) => sso(ctx, body)),
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
      if (grantType === 'id_token') return idTokenGrant(ctx, body);
      if (grantType === 'web3') return web3Grant(ctx, body);
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
  registerAdminRoutes(app, ctx, route);
  app.post(
    '/auth/v1/passkeys/registration/options',
    route(async (request) => passkeyRegistrationOptions(ctx, request)),
  );
  app.post(
    '/auth/v1/passkeys/registration/verify',
    route(async (request, body) => passkeyRegistrationVerify(ctx, request, body)),
  );
  app.post(
    '/auth/v1/passkeys/authentication/options',
    route(async (request) => {
      await ctx.limit('sign-in', request.ip);
      return passkeyAuthenticationOptions(ctx);
    }),
  );
  app.post(
    '/auth/v1/passkeys/authentication/verify',
    route(async (request, body) => {
      await ctx.limit('sign-in', request.ip);
      return passkeyAuthenticationVerify(ctx, body);
    }),
  );
  app.get(
    '/auth/v1/passkeys',
    route(async (request) => listPasskeys(ctx, request)),
  );
  app.patch(
    '/auth/v1/passkeys/:passkeyId',
    route(async (request, body) => updatePasskey(ctx, request, param(request, 'passkeyId'), body)),
  );
  app.delete(
    '/auth/v1/passkeys/:passkeyId',
    route(async (request) => deletePasskey(ctx, request, param(request, 'passkeyId'))),
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
    route(async (request, body) => challengeFactor(ctx, request, param(request, 'factorId'), body)),
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
    route((_request, _body, reply) => {
      void reply.header('cache-control', 'public, max-age=600');
      return Promise.resolve({ keys: ctx.tokens.key.publicJwks });
    }),
  );
  app.get(
    '/auth/v1/settings',
    route(() =>
      Promise.resolve({
        external: {
          email: ctx.settings.email.enabled,
          phone: ctx.settings.sms.enabled,
          anonymous_users: ctx.settings.anonymousSignIns,
          google: true,
          azure: true,
        },
        disable_signup: !ctx.settings.enableSignup,
        mailer_autoconfirm: ctx.autoconfirm,
        phone_autoconfirm: ctx.settings.sms.autoconfirm,
        sms_provider: ctx.settings.sms.enabled ? 'local-outbox' : '',
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

type Route = (handler: Handler) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** GoTrue's /admin endpoints: the service role only (requireAdmin), for auth.admin.* of supabase-js. */
function registerAdminRoutes(app: FastifyInstance, ctx: AuthContext, route: Route): void {
  const admin = (handler: Handler) =>
    route(async (request, body, reply) => {
      await requireAdmin(ctx, request);
      return handler(request, body, reply);
    });
  app.get(
    '/auth/v1/admin/users',
    admin(async (request, _body, reply) => adminListUsers(ctx, request, reply)),
  );
  app.post(
    '/auth/v1/admin/users',
    admin(async (_request, body) => adminCreateUser(ctx, body)),
  );
  app.get(
    '/auth/v1/admin/users/:userId',
    admin(async (request) => adminGetUser(ctx, param(request, 'userId'))),
  );
  app.put(
    '/auth/v1/admin/users/:userId',
    admin(async (request, body) => adminUpdateUser(ctx, param(request, 'userId'), body)),
  );
  app.delete(
    '/auth/v1/admin/users/:userId',
    admin(async (request, body) => adminDeleteUser(ctx, param(request, 'userId'), body)),
  );
  app.get(
    '/auth/v1/admin/users/:userId/factors',
    admin(async (request) => adminListFactors(ctx, param(request, 'userId'))),
  );
  app.put(
    '/auth/v1/admin/users/:userId/factors/:factorId',
    admin(async (request, body) =>
      adminUpdateFactor(ctx, param(request, 'userId'), param(request, 'factorId'), body),
    ),
  );
  app.delete(
    '/auth/v1/admin/users/:userId/factors/:factorId',
    admin(async (request) => adminDeleteFactor(ctx, param(request, 'userId'), param(request, 'factorId'))),
  );
  app.get(
    '/auth/v1/admin/users/:userId/passkeys',
    admin(async (request) => adminListPasskeys(ctx, param(request, 'userId'))),
  );
  app.delete(
    '/auth/v1/admin/users/:userId/passkeys/:passkeyId',
    admin(async (request) => adminDeletePasskey(ctx, param(request, 'userId'), param(request, 'passkeyId'))),
  );
  app.post(
    '/auth/v1/admin/generate_link',
    admin(async (_request, body) => adminGenerateLink(ctx, body)),
  );
  app.get(
    '/auth/v1/admin/oauth/clients',
    admin(async () => listOAuthClients(ctx)),
  );
  app.post(
    '/auth/v1/admin/oauth/clients',
    admin(async (_request, body) => new WithStatus(201, await createOAuthClient(ctx, body))),
  );
  app.get(
    '/auth/v1/admin/oauth/clients/:clientId',
    admin(async (request) => getOAuthClient(ctx, param(request, 'clientId'))),
  );
  app.put(
    '/auth/v1/admin/oauth/clients/:clientId',
    admin(async (request, body) => updateOAuthClient(ctx, param(request, 'clientId'), body)),
  );
  app.delete(
    '/auth/v1/admin/oauth/clients/:clientId',
    admin(async (request) => deleteOAuthClient(ctx, param(request, 'clientId'))),
  );
  app.post(
    '/auth/v1/admin/oauth/clients/:clientId/regenerate_secret',
    admin(async (request) => regenerateOAuthClientSecret(ctx, param(request, 'clientId'))),
  );
}
