import type { UserIdentity } from '@supabase/supabase-js';

export type LinkableProvider = 'google' | 'azure';

/** The sign-in methods an Aide account can have, as GoTrue names their identities. */
export const SIGN_IN_METHODS = [
  { provider: 'email', label: 'Password' },
  { provider: 'google', label: 'Google' },
  { provider: 'azure', label: 'Microsoft' },
] as const;

export const LAST_METHOD_TEXT =
  'This is the only way you sign in, so it cannot be removed. Link another method first.';

export function methodLabel(provider: string): string {
  return SIGN_IN_METHODS.find((method) => method.provider === provider)?.label ?? provider;
}

/** The email a linked identity signs in with (GoTrue keeps it in identity_data). */
export function identityEmail(identity: UserIdentity): string | null {
  const email: unknown = identity.identity_data?.email;
  return typeof email === 'string' ? email : null;
}

/** A refusal of link or unlink (GoTrue's codes), in words. */
export function identityErrorMessage(code: string | undefined, fallback: string): string {
  switch (code) {
    case 'single_identity_not_deletable':
      return LAST_METHOD_TEXT;
    case 'identity_already_exists':
      return 'That account is already linked, to this Aide account or another one.';
    case 'identity_not_found':
      return 'This sign-in method is no longer linked. Reload the page.';
    case 'manual_linking_disabled':
      return 'Linking sign-in methods is turned off for this project.';
  }
  return fallback || 'Please try again.';
}
