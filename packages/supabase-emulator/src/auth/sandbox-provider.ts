import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/queryable.js';
import { escapeHtml } from '../http/html.js';
import { badRequest } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { startSession } from './flow-state.js';
import { sessionFragment, withFragment, withQuery } from './redirect.js';

/**
 * What the sandbox Google and Microsoft pages share between signing in (oauth.ts) and linking an identity
 * to a signed-in user (identity-link.ts): the providers, the identity a chosen email stands for, the
 * provider tokens, the page itself and the redirect that answers it.
 */

/** The providers the product offers, with the sandbox page's label and the identity's issuer. */
const PROVIDERS: Record<string, { label: string; brand: string; iss: string }> = {
  google: { label: 'Sandbox Google sign-in', brand: 'Google', iss: 'https://accounts.google.com' },
  azure: {
    label: 'Sandbox Microsoft sign-in',
    brand: 'Microsoft',
    iss: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
  },
};

export function providerOf(raw: string) {
  const provider = PROVIDERS[raw];
  if (!provider) throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  return provider;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email chosen on the sandbox page, lower-cased; refused unless it looks like an address. */
export function sandboxEmail(raw: unknown): string {
  const email = text(raw).trim().toLowerCase();
  // A NUL character cannot be stored (PostgreSQL text), so no such address can be valid.
  if (!EMAIL.test(email) || email.includes('\u0000'))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email;
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

export interface SandboxIdentity {
  providerId: string;
  identityData: Record<string, unknown>;
}

/** The identity the provider vouches for when `email` is chosen: its account id and claims. */
export async function sandboxIdentity(
  db: Queryable,
  providerName: string,
  email: string,
): Promise<SandboxIdentity> {
  const provider = providerOf(providerName);
  const providerId = providerAccountId(providerName, email);
  const fullName = await fullNameFor(db, email);
  return {
    providerId,
    identityData: {
      iss: provider.iss,
      sub: providerId,
      name: fullName,
      email,
      full_name: fullName,
      provider_id: providerId,
      email_verified: true,
      phone_verified: false,
    },
  };
}

export type ProviderTokens = { provider_token: string; provider_refresh_token: string };

/** Made-up provider tokens, recognisable as the sandbox's. */
const sandboxProviderTokens = (providerName: string): ProviderTokens => ({
  provider_token: `sandbox-${providerName}-${randomBytes(18).toString('base64url')}`,
  provider_refresh_token: `sandbox-${providerName}-refresh-${randomBytes(18).toString('base64url')}`,
});

export interface ProviderAnswer {
  providerName: string;
  /** The user signed in or given the identity. */
  userId: string;
  redirectTo: string;
  /** For a PKCE flow: stores the provider's tokens with a new auth code and returns the code. */
  issueCode: ((tokens: ProviderTokens) => Promise<string>) | null;
}

/**
 * Where the provider's answer sends the browser, as GoTrue's callback does: back to `redirectTo` with `?code=`
 * in a PKCE flow, otherwise with a new OAuth session, the provider's tokens included, in the fragment.
 */
export async function providerRedirect(
  tx: Queryable,
  ctx: AuthContext,
  { providerName, userId, redirectTo, issueCode }: ProviderAnswer,
): Promise<string> {
  const tokens = sandboxProviderTokens(providerName);
  if (issueCode) return withQuery(redirectTo, { code: await issueCode(tokens) });
  const session = await startSession(tx, ctx, userId, 'oauth', tokens);
  return withFragment(redirectTo, sessionFragment(session));
}

/** The sandbox form arrives url-encoded (a browser) or as JSON (a script). */
export function formBody(raw: unknown): Record<string, string | undefined> {
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

export interface SandboxPage {
  providerName: string;
  /** Posted back with every choice. */
  hidden: Record<string, string>;
  /** The form's target, `<issuer>/authorize`. */
  action: string;
  heading: string;
  /** One button per email. */
  emails: string[];
  emptyNote: string;
  scopes: string;
  /** A line under the title, e.g. which account an identity is linked to. */
  intro?: string;
}

/** The sandbox provider page: one button per email and a free email field, no password. */
export function sandboxPageHtml(page: SandboxPage): string {
  const { label, brand } = providerOf(page.providerName);
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n    ');
  const action = escapeHtml(page.action);
  const buttons = page.emails
    .map(
      (email) =>
        `<li><button type="submit" name="email" value="${escapeHtml(email)}">Continue as ${escapeHtml(email)}</button></li>`,
    )
    .join('\n      ');
  const intro = page.intro ? `\n<p>${escapeHtml(page.intro)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${label}</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:3rem auto;padding:0 1rem}
ul{list-style:none;padding:0}li{margin:.4rem 0}button{padding:.5rem .9rem;cursor:pointer}
.note{color:#666;font-size:.9rem}</style>
</head><body>
<h1>${label}</h1>${intro}
<p class="note">Local sandbox: no real ${brand} account is used and no password is asked for.
Requested scopes: ${escapeHtml(page.scopes || '(none)')}.</p>
<form method="post" action="${action}">
    ${hidden}
    <h2>${escapeHtml(page.heading)}</h2>
    <ul>
      ${buttons || `<li>${escapeHtml(page.emptyNote)}</li>`}
    </ul>
</form>
<form method="post" action="${action}">
    ${hidden}
    <h2>Another email</h2>
    <label>Email <input type="email" name="email" required></label>
    <button type="submit">Sign in</button>
</form>
</body></html>`;
}
