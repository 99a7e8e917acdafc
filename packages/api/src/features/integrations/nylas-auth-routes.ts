// Types the OpenAPI fields (tags, summary) of route schemas.
import type {} from '@fastify/swagger';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { consumeOnce } from './consume-once.js';
import type { NylasConfig } from '../../config.js';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { requireOutboundWorkspace } from '../../workspace/with-workspace.js';
import { exchangeCode, hostedAuthUrl, NylasError, type NylasGrant } from './nylas-client.js';
import { InvalidStateError, openState, sealState, type OAuthState } from './oauth-state.js';
import { sendOAuthResultPage } from './oauth-result-page.js';
import { SANDBOX_CODE, sendSandboxConsentPage } from './sandbox-consent-page.js';
import { ConnectionRefusedError, storeConnection } from './store-connection.js';
import type { TokenCipher } from '../../secrets/token-cipher.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { closedObject } from '../../http/schema-fragments.js';

export interface NylasRoutesOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  cipher: TokenCipher | null;
  /** Real Nylas hosted auth; null = the local sandbox consent page. */
  nylas: NylasConfig | null;
  /** Where browsers reach this API; derived from each request when absent (local use). */
  publicApiUrl?: string;
  allowedOrigins: string[];
}

const CALLBACK_PATH = '/api/nylas/callback';
const SANDBOX_AUTHORIZE_PATH = '/sandbox/nylas/authorize';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const htmlResponse = {
  description: 'An HTML page (consent form or the result that is posted to window.opener).',
  content: { 'text/html': { schema: { type: 'string' } } },
} as const;

const authUrlQuery = closedObject(['provider', 'purpose'], {
  provider: { type: 'string', enum: ['google', 'microsoft'] },
  purpose: { type: 'string', enum: ['mailbox', 'ai_employee'] },
  origin: {
    type: 'string',
    maxLength: 200,
    description:
      'The app origin opening the popup; defaults to the Origin header. Must be an allowed origin.',
  },
});

const callbackFields = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: 4096 },
    state: { type: 'string', maxLength: 4096 },
    error: { type: 'string', maxLength: 200 },
    error_description: { type: 'string', maxLength: 1000 },
    email: {
      type: 'string',
      maxLength: 320,
      description: 'Sandbox only: the address chosen on the consent page.',
    },
  },
} as const;

interface CallbackFields {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
  email?: string;
}

/**
 * Nylas hosted auth for two purposes with one mechanism: `mailbox` (an email_connections row) and
 * `ai_employee` (the caller's AI employee mailbox). The popup ends on the callback page, which reports to
 * window.opener with `{ type: 'nylas-oauth', success, purpose, error? }`.
 */
export function registerNylasAuthRoutes(app: ApiInstance, options: NylasRoutesOptions): void {
  const { db, authenticate, cipher, nylas, allowedOrigins } = options;
  const allowed = new Set(allowedOrigins);
  const apiBase = (request: FastifyRequest) =>
    options.publicApiUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/api/nylas/auth-url',
    {
      preValidation: authenticate,
      schema: {
        tags: ['Integrations'],
        summary: 'Start connecting a Google or Microsoft mailbox (open the returned url in a popup)',
        querystring: authUrlQuery,
        response: {
          200: {
            type: 'object',
            required: ['url', 'sandbox'],
            properties: { url: { type: 'string' }, sandbox: { type: 'boolean' } },
          },
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const member = await requireOutboundWorkspace(db, caller);
      if (!cipher)
        throw new HttpError(
          503,
          'not_configured',
          'Mailbox connections are not configured on this server (TOKEN_ENCRYPTION_KEY).',
        );
      const origin = (request.query.origin ?? request.headers.origin ?? '').replace(/\/+$/, '');
      if (!allowed.has(origin)) {
        throw new HttpError(
          400,
          'origin_not_allowed',
          origin
            ? `The origin ${origin} may not receive the connection result.`
            : 'The origin of the app opening the popup is required (Origin header or origin parameter).',
        );
      }
      const { provider, purpose } = request.query;
      const state = sealState(cipher, {
        userId: caller.sub,
        organizationId: member.organizationId,
        purpose,
        provider,
        origin,
      });
      const base = apiBase(request);
      if (nylas) {
        return {
          url: hostedAuthUrl(nylas, { redirectUri: `${base}${CALLBACK_PATH}`, provider, state }),
          sandbox: false,
        };
      }
      const params = new URLSearchParams({ provider, state });
      return { url: `${base}${SANDBOX_AUTHORIZE_PATH}?${params.toString()}`, sandbox: true };
    },
  );

  /** Reports a failure on the result page; only the state's origin, or every allowed one, may receive it. */
  const fail = (reply: FastifyReply, status: number, error: string, state: OAuthState | null) =>
    sendOAuthResultPage(reply, status, {
      message: { type: 'nylas-oauth', success: false, purpose: state?.purpose ?? null, error },
      targetOrigins: state ? [state.origin] : allowedOrigins,
    });

  const readState = (raw: string | undefined): OAuthState => {
    if (!cipher) throw new InvalidStateError('Mailbox connections are not configured on this server.');
    if (!raw)
      throw new InvalidStateError('The connection link is incomplete. Please start connecting again.');
    return openState(cipher, raw);
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugin: kept async (a 2-parameter plain function would be a callback-style plugin)
  void app.register(async (scope) => {
    // The sandbox consent form posts url-encoded, as a browser form does; only these routes accept it.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    if (!nylas) {
      scope.get<{ Querystring: { provider?: string; state?: string } }>(
        SANDBOX_AUTHORIZE_PATH,
        {
          schema: {
            tags: ['Integrations'],
            summary: 'Sandbox consent page standing in for Nylas hosted auth (only without Nylas configured)',
            security: [],
            querystring: {
              type: 'object',
              properties: {
                provider: { type: 'string', maxLength: 40 },
                state: { type: 'string', maxLength: 4096 },
              },
            },
            response: { 200: htmlResponse, 400: htmlResponse },
          },
        },
        async (request, reply) => {
          let state: OAuthState;
          try {
            state = readState(request.query.state);
          } catch (error) {
            if (error instanceof InvalidStateError) return fail(reply, 400, error.message, null);
            throw error;
          }
          if (request.query.provider !== state.provider) {
            return fail(reply, 400, `Unknown mailbox provider "${request.query.provider ?? ''}".`, state);
          }
          const { rows } = await db.query<{ email: string }>(
            'select email from public.aide_members where user_id = $1',
            [state.userId],
          );
          return sendSandboxConsentPage(reply, {
            provider: state.provider,
            purpose: state.purpose,
            state: request.query.state ?? '',
            email: rows[0]?.email ?? '',
            callbackUrl: `${apiBase(request)}${CALLBACK_PATH}`,
          });
        },
      );
    }

    const callback = async (request: FastifyRequest, fields: CallbackFields, reply: FastifyReply) => {
      let state: OAuthState;
      try {
        state = readState(fields.state);
      } catch (error) {
        if (error instanceof InvalidStateError) return fail(reply, 400, error.message, null);
        throw error;
      }
      if (fields.error) {
        const reason =
          fields.error === 'access_denied'
            ? 'Access was denied, so no mailbox was connected.'
            : `The provider reported an error: ${fields.error_description ?? fields.error}.`;
        return fail(reply, 400, reason, state);
      }
      if (!fields.code) return fail(reply, 400, 'The provider returned no authorization code.', state);
      // A state works once: a replayed callback (browser history, a stolen URL) connects nothing.
      if (!(await consumeOnce(db, 'nylas-oauth-state', fields.state ?? ''))) {
        return fail(reply, 400, 'This connection link was already used. Connect the mailbox again.', state);
      }

      let grant: NylasGrant;
      if (nylas) {
        try {
          grant = await exchangeCode(nylas, {
            code: fields.code,
            redirectUri: `${apiBase(request)}${CALLBACK_PATH}`,
          });
        } catch (error) {
          if (error instanceof NylasError) return fail(reply, 502, error.message, state);
          throw error;
        }
      } else {
        const email = (fields.email ?? '').trim().toLowerCase();
        if (fields.code !== SANDBOX_CODE) return fail(reply, 400, 'The sandbox code is not valid.', state);
        if (!EMAIL.test(email)) return fail(reply, 400, 'Please enter a valid email address.', state);
        grant = { grantId: `sandbox-grant-${randomBytes(12).toString('base64url')}`, email };
      }

      try {
        await storeConnection(db, cipher as TokenCipher, state, grant);
      } catch (error) {
        if (error instanceof ConnectionRefusedError) return fail(reply, 403, error.message, state);
        request.log.error({ err: error }, 'storing a mailbox connection failed');
        return fail(reply, 500, 'The connection could not be saved. Please try again.', state);
      }
      return sendOAuthResultPage(reply, 200, {
        message: { type: 'nylas-oauth', success: true, purpose: state.purpose },
        targetOrigins: [state.origin],
      });
    };

    const callbackSchema = (summary: string, part: 'querystring' | 'body') => ({
      tags: ['Integrations'],
      summary,
      // Reached by the popup's navigation, without a bearer token: the sealed state authenticates it.
      security: [],
      [part]: callbackFields,
      response: {
        200: htmlResponse,
        400: htmlResponse,
        403: htmlResponse,
        500: htmlResponse,
        502: htmlResponse,
      },
    });

    scope.get<{ Querystring: CallbackFields }>(
      CALLBACK_PATH,
      {
        schema: callbackSchema(
          'Hosted-auth redirect target: stores the connection, reports to the opener',
          'querystring',
        ),
      },
      (request, reply) => callback(request, request.query, reply),
    );
    if (!nylas) {
      scope.post<{ Body: CallbackFields }>(
        CALLBACK_PATH,
        { schema: callbackSchema('Sandbox consent form target (only without Nylas configured)', 'body') },
        (request, reply) => callback(request, request.body ?? {}, reply),
      );
    }
  });
}
