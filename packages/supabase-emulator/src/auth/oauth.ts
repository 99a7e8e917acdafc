import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { createFlowState, pkceChallenge, startSession } from './flow-state.js';
import { errorRedirect, redirectTarget, sessionFragment, withFragment, withQuery } from './redirect.js';
import { beforeUserCreated } from './hooks.js';
import { findUserByEmail, upsertProviderUser } from './user-store.js';

/** The providers the product offers, with the sandbox page's label and the identity's issuer. */
const PROVIDERS: Record<string, { label: string; iss: string }> = {
  google: { label: 'Sandbox Google sign-in', iss: 'https://accounts.google.com' },
  azure: {
    label: 'Sandbox Microsoft sign-in',
    iss: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
  },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The parameters of one authorize flow, carried from the GET page to its form POST. */
interface AuthorizeParams {
  provider: string;
  redirect_to: string;
  scopes: string;
  code_challenge: string;
  code_challenge_method: string;
}

function providerOf(raw: string) {
  const provider = PROVIDERS[raw];
  if (!provider) throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  return provider;
}

async function memberEmails(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ present: string | null }>(
    `select to_regclass('public.aide_members')::text as present`,
  );
  if (!rows[0]?.present) return [];
  const result = await db.query<{ email: string }>(`select email from public.aide_members order by email`);
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
  const { label } = providerOf(params.provider);
  pkceChallenge(params.code_challenge, params.code_challenge_method);
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n    ');
  const action = `${ctx.tokens.issuer}/authorize`;
  const buttons = (await memberEmails(ctx.db))
    .map(
      (email) =>
        `<li><button type="submit" name="email" value="${escapeHtml(email)}">Continue as ${escapeHtml(email)}</button></li>`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${label}</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:3rem auto;padding:0 1rem}
ul{list-style:none;padding:0}li{margin:.4rem 0}button{padding:.5rem .9rem;cursor:pointer}
.note{color:#666;font-size:.9rem}</style>
</head><body>
<h1>${label}</h1>
<p class="note">Local sandbox: no real ${params.provider === 'azure' ? 'Microsoft' : 'Google'} account is used and no password is asked for.
Requested scopes: ${escapeHtml(params.scopes || '(none)')}.</p>
<form method="post" action="${escapeHtml(action)}">
    ${hidden}
    <h2>Members</h2>
    <ul>
      ${buttons || '<li>No members in the seed.</li>'}
    </ul>
</form>
<form method="post" action="${escapeHtml(action)}">
    ${hidden}
    <h2>Another email</h2>
    <label>Email <input type="email" name="email" required></label>
    <button type="submit">Sign in</button>
</form>
</body></html>`;
}

/** "New Hire" from new.hire@northwind.test, or the member row's names when it has them. */
async function fullNameFor(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ present: string | null }>(
    `select to_regclass('public.aide_members')::text as present`,
  );
  if (rows[0]?.present) {
    const member = await db.query<{ first_name: string | null; last_name: string | null }>(
      `select first_name, last_name from public.aide_members where email = lower(trim($1))`,
      [email],
    );
    const names = [member.rows[0]?.first_name, member.rows[0]?.last_name].filter(Boolean).join(' ');
    if (names) return names;
  }
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** A stable provider account id per provider and email, digits like Google's `sub`. */
const providerAccountId = (provider: string, email: string) =>
  BigInt('0x' + createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 16)).toString();

/**
 * POST /authorize (the sandbox form): signs `email` in with the provider. New users pass the membership
 * gate first. Redirects (302) to redirect_to with `?code=` (PKCE) or the session in the fragment.
 */
export async function completeSandboxSignIn(ctx: AuthContext, request: FastifyRequest): Promise<string> {
  const form = formBody(request.body);
  const providerName = form.provider ?? '';
  const provider = providerOf(providerName);
  const challenge = pkceChallenge(form.code_challenge, form.code_challenge_method);
  const redirectTo = redirectTarget(ctx, form.redirect_to);
  const email = text(form.email).trim().toLowerCase();
  // A NUL character cannot be stored (PostgreSQL text), so no such address can be valid.
  if (!EMAIL.test(email) || email.includes('\u0000'))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');

  const providerId = providerAccountId(providerName, email);
  const fullName = await fullNameFor(ctx.db, email);
  const identityData = {
    iss: provider.iss,
    sub: providerId,
    name: fullName,
    email,
    full_name: fullName,
    provider_id: providerId,
    email_verified: true,
    phone_verified: false,
  };
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
  const providerToken = `sandbox-${providerName}-${randomBytes(18).toString('base64url')}`;
  const providerRefreshToken = `sandbox-${providerName}-refresh-${randomBytes(18).toString('base64url')}`;
  return ctx.db.transaction(async (tx) => {
    const userId = await upsertProviderUser(tx, email, { provider: providerName, providerId, identityData });
    if (challenge) {
      const code = await createFlowState(
        tx,
        {
          userId,
          challenge,
          providerType: providerName,
          method: 'oauth',
          providerAccessToken: providerToken,
          providerRefreshToken,
        },
        true,
      );
      return withQuery(redirectTo, { code });
    }
    const session = await startSession(tx, ctx, userId, 'oauth', {
      provider_token: providerToken,
      provider_refresh_token: providerRefreshToken,
    });
    return withFragment(redirectTo, sessionFragment(session));
  });
}

/** The sandbox form arrives url-encoded (a browser) or as JSON (a script). */
function formBody(raw: unknown): Record<string, string | undefined> {
  if (typeof raw !== 'string' || !raw) return {};
  const trimmed = raw.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
      );
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(trimmed));
}
