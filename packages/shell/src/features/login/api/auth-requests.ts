import type { LoginAuth } from '@aide/shared-auth/login';
import { rememberOAuthProvider, type OAuthProvider } from '../../../lib/pending-provider';

/** A toast the login screen shows for an auth request's result (SPEC §8 texts). */
export interface AuthNotice {
  type: 'success' | 'error';
  title: string;
  description?: string;
}

const UNEXPECTED = 'An unexpected error occurred';
const failed = (title: string, error: { message?: string } | null | undefined): AuthNotice => ({
  type: 'error',
  title,
  description: error?.message || UNEXPECTED,
});

export type { OAuthProvider };

/** SPEC §7: Google returns to /login?oauth=true with "email profile"; Microsoft to /login with "email profile openid". */
const OAUTH = {
  google: { path: '/login?oauth=true', scopes: 'email profile', failure: 'Google sign-in failed' },
  azure: { path: '/login', scopes: 'email profile openid', failure: 'Microsoft sign-in failed' },
} as const;

export async function signInWithPassword(auth: LoginAuth, email: string, password: string) {
  const { error } = await auth.signInWithPassword({ email, password });
  return error ? failed('Sign in failed', error) : null;
}

export async function signUp(
  auth: LoginAuth,
  origin: string,
  member: { firstName: string; lastName: string; email: string; password: string },
): Promise<AuthNotice> {
  const { data, error } = await auth.signUp({
    email: member.email,
    password: member.password,
    options: {
      emailRedirectTo: `${origin}/dashboard`,
      data: { first_name: member.firstName, last_name: member.lastName },
    },
  });
  if (error) return failed('Sign up failed', error);
  if (data.session) return { type: 'success', title: 'Signed up' };
  return {
    type: 'success',
    title: 'Success!',
    description: 'Please check your email to confirm your account',
  };
}

export async function signInWithProvider(auth: LoginAuth, origin: string, provider: OAuthProvider) {
  const { path, scopes, failure } = OAUTH[provider];
  rememberOAuthProvider(provider);
  const { error } = await auth.signInWithOAuth({
    provider,
    options: { redirectTo: `${origin}${path}`, scopes },
  });
  return error ? failed(failure, error) : null;
}

export async function requestPasswordReset(
  auth: LoginAuth,
  origin: string,
  email: string,
): Promise<AuthNotice> {
  const { error } = await auth.resetPasswordForEmail(email, {
    redirectTo: `${origin}/reset-password`,
  });
  if (error) return failed('Password reset failed', error);
  return {
    type: 'success',
    title: 'Password reset sent',
    description: 'Check your email for password reset instructions',
  };
}
