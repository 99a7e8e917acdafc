import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import { AuthError } from './auth-error.js';
import type { AuthContext } from './context.js';
import { createFlowState, pkceChallenge } from './flow-state.js';
import { beforeUserCreated } from './hooks.js';
import { errorRedirect, redirectTarget } from './redirect.js';
import {
  formBody,
  providerOf,
  providerRedirect,
  sandboxEmail,
  sandboxIdentity,
  sandboxPageHtml,
  type ProviderTokens,
} from './sandbox-provider.js';
import { findUserByEmail, upsertProviderUser } from './user-store.js';

/** The parameters of one authorize flow, carried from the GET page to its form POST. */
interface AuthorizeParams {
  provider: string;
  redirect_to: string;
  scopes: string;
  code_challenge: string;
  code_challenge_method: string;
}

async function memberEmails(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ present: string | null }>(
    `select to_regclass('public.aide_members')::text as present`,
  );
  if (!rows[0]?.present) return [];
  const result = await db.query<{ email: string }>(
    `select distinct email from public.aide_members order by email`,
  );
  return result.rows.map((row) => row.email);
}

/** GET /authorize: instead of redirecting to the provider, the sandbox sign-in page of that provider. */
export async function authorizePage(ctx: AuthContext, request: FastifyRequest): Promise<string> {
  const query = new URL(request.url, 'http://local').searchParams;
  const params: AuthorizeParams = {
    provider: query.get('provider') ?? '',
    redirect_to: query.get('redirect_to') ?? '',
    scopes: query.get('scopes') ?? '',
    code_challenge: query.get('code_challenge') ?? '',
    code_challenge_method: query.get('code_challenge_method') ?? '',
  };
  providerOf(params.provider);
  pkceChallenge(params.code_challenge, params.code_challenge_method);
  return sandboxPageHtml({
    providerName: params.provider,
    hidden: { ...params },
    action: `${ctx.tokens.issuer}/authorize`,
    heading: 'Members',
    emails: await memberEmails(ctx.db),
    emptyNote: 'No members in the seed.',
    scopes: params.scopes,
  });
}

/**
 * POST /authorize (the sandbox form): signs `email` in with the provider. New users pass the membership
 * gate first. Redirects (302) to redirect_to with `?code=` (PKCE) or the session in the fragment.
 */
export async function completeSandboxSignIn(ctx: AuthContext, request: FastifyRequest): Promise<string> {
  const form = formBody(request.body);
  const providerName = form.provider ?? '';
  providerOf(providerName);
  const challenge = pkceChallenge(form.code_challenge, form.code_challenge_method);
  const redirectTo = redirectTarget(ctx, form.redirect_to);
  const email = sandboxEmail(form.email);
  const { providerId, identityData } = await sandboxIdentity(ctx.db, providerName, email);
  // Hook refusals (no account for a non-member, no token for someone who is not one any more) go back to
  // the app as an OAuth error redirect, the way GoTrue answers them on its callback.
  try {
    if (!(await findUserByEmail(ctx.db, email))) {
      await beforeUserCreated(ctx.db, ctx.tokens.hooks, {
        email,
        provider: providerName,
        userMetadata: identityData,
      });
    }
    return await signInWithProvider(ctx, {
      email,
      providerName,
      providerId,
      identityData,
      challenge,
      redirectTo,
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return errorRedirect(redirectTo, error.status, error.code, error.message, !!challenge);
  }
}

interface ProviderSignIn {
  email: string;
  providerName: string;
  providerId: string;
  identityData: Record<string, unknown>;
  challenge: ReturnType<typeof pkceChallenge>;
  redirectTo: string;
}

/** Links the identity and answers with `?code=` (PKCE) or the session in the fragment (implicit). */
async function signInWithProvider(
  ctx: AuthContext,
  { email, providerName, providerId, identityData, challenge, redirectTo }: ProviderSignIn,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const userId = await upsertProviderUser(tx, email, { provider: providerName, providerId, identityData });
    const issueCode = challenge
      ? (tokens: ProviderTokens) =>
          createFlowState(
            tx,
            {
              userId,
              challenge,
              providerType: providerName,
              method: 'oauth',
              providerAccessToken: tokens.provider_token,
              providerRefreshToken: tokens.provider_refresh_token,
            },
            true,
          )
      : null;
    return providerRedirect(tx, ctx, { providerName, userId, redirectTo, issueCode });
  });
}
