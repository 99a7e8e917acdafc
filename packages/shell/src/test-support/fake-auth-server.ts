import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { storePlan } from '@aide/shared-auth';
import {
  authUrl,
  fakeSessionBody,
  fakeTotpFactor,
  restUrl,
  storeFakeSession,
} from '@aide/shared-auth/testing';

const GOTRUE = { 'x-supabase-api-version': '2024-01-01' };

export const SAM = { id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' };
/** The code the fake authenticator shows now; any other is wrong. */
export const GOOD_CODE = '123456';

type Factor = ReturnType<typeof fakeTotpFactor>;

interface Identity {
  identity_id: string;
  id: string;
  user_id: string;
  provider: string;
  identity_data: { email: string };
}

const identity = (provider: string, email = SAM.email): Identity => ({
  identity_id: `identity-${provider}`,
  id: `${provider}-sub`,
  user_id: SAM.id,
  provider,
  identity_data: { email },
});

const refuse = (status: number, code: string, msg: string) =>
  HttpResponse.json({ code: status, error_code: code, msg }, { status, headers: GOTRUE });

/**
 * A stateful stand-in for the auth server's user, factor, identity and logout endpoints (GoTrue's shapes
 * and error codes, as the embedded server answers them), plus Sam's member row.
 */
export interface FakeAuthServerOptions {
  factors?: Factor[];
  providers?: string[];
  mfaRequired?: boolean;
}

export function fakeAuthServer(options: FakeAuthServerOptions = {}) {
  const state = {
    factors: [...(options.factors ?? [])],
    identities: (options.providers ?? ['email']).map((provider) => identity(provider)),
    challenges: 0,
    verifications: [] as string[],
    logouts: [] as string[],
    /** What the next verification answers instead of checking the code (e.g. an expired challenge). */
    nextVerifyRefusal: null as null | { status: number; code: string; msg: string },
  };
  const user = () => ({ ...fakeSessionBody(SAM).user, factors: state.factors, identities: state.identities });

  const handlers = [
    http.get(authUrl('user'), () => HttpResponse.json(user(), { headers: GOTRUE })),
    http.post(authUrl('factors'), async ({ request }) => {
      const body = (await request.json()) as { friendly_name?: string };
      const factor = fakeTotpFactor(
        `factor-${state.factors.length + 1}`,
        'unverified',
        body.friendly_name ?? '',
      );
      state.factors.push(factor);
      return HttpResponse.json(
        {
          id: factor.id,
          type: 'totp',
          friendly_name: factor.friendly_name,
          totp: {
            qr_code: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/x',
          },
        },
        { headers: GOTRUE },
      );
    }),
    http.post(authUrl('factors/:id/challenge'), () => {
      state.challenges += 1;
      return HttpResponse.json(
        {
          id: `challenge-${state.challenges}`,
          type: 'totp',
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
        { headers: GOTRUE },
      );
    }),
    http.post(authUrl('factors/:id/verify'), async ({ params, request }) => {
      const { code, challenge_id } = (await request.json()) as { code: string; challenge_id: string };
      state.verifications.push(`${challenge_id}:${code}`);
      if (state.nextVerifyRefusal) {
        const { status, code: errorCode, msg } = state.nextVerifyRefusal;
        state.nextVerifyRefusal = null;
        return refuse(status, errorCode, msg);
      }
      if (code !== GOOD_CODE) return refuse(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      state.factors = state.factors.map((factor) =>
        factor.id === params.id ? { ...factor, status: 'verified' as const } : factor,
      );
      return HttpResponse.json(
        { ...fakeSessionBody(SAM, { aal: 'aal2', factors: state.factors }), user: user() },
        { headers: GOTRUE },
      );
    }),
    http.delete(authUrl('factors/:id'), ({ params }) => {
      state.factors = state.factors.filter((factor) => factor.id !== params.id);
      return HttpResponse.json({ id: params.id }, { headers: GOTRUE });
    }),
    http.post(authUrl('token'), () =>
      HttpResponse.json(
        { ...fakeSessionBody(SAM, { aal: 'aal1', factors: state.factors }), user: user() },
        { headers: GOTRUE },
      ),
    ),
    http.delete(authUrl('user/identities/:id'), ({ params }) => {
      // The server keeps the last method whatever the page shows.
      if (state.identities.length <= 1)
        return refuse(
          422,
          'single_identity_not_deletable',
          'User must have at least 1 identity after unlinking',
        );
      state.identities = state.identities.filter((candidate) => candidate.identity_id !== params.id);
      return HttpResponse.json({}, { headers: GOTRUE });
    }),
    http.post(authUrl('logout'), ({ request }) => {
      state.logouts.push(new URL(request.url).searchParams.get('scope') ?? '');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(restUrl('aide_members'), () =>
      HttpResponse.json([
        {
          id: 'member-sam',
          email: SAM.email,
          first_name: 'Sam',
          last_name: 'Rivera',
          organization_id: 'org-northwind',
          aide_organizations: {
            id: 'org-northwind',
            name: 'Northwind Traders',
            aide_plan: 'outbound',
            mfa_required: options.mfaRequired ?? false,
          },
        },
      ]),
    ),
  ];
  return { state, handlers };
}

/**
 * Sam of the outbound plan, signed in earlier in this browser against a fresh fakeAuthServer whose handlers
 * `server` now uses; `aal` is the assurance of his session (default: password only).
 */
export function signInToFakeAuthServer(
  server: Pick<SetupServerApi, 'use'>,
  options: FakeAuthServerOptions & { aal?: 'aal1' | 'aal2' } = {},
) {
  const fake = fakeAuthServer(options);
  server.use(...fake.handlers);
  storeFakeSession(SAM, { aal: options.aal ?? 'aal1', factors: fake.state.factors });
  storePlan('outbound');
  return fake;
}
