/** What the auth server answers when a factor request is refused (supabase-js's AuthError fields). */
export interface AuthFailure {
  message: string;
  code?: string;
  status?: number;
}

export const MFA_TEXT = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not correct. Enter the 6-digit code your authenticator app shows now.',
  usedCode: 'That code was already used. Wait for the next code in your authenticator app, then enter it.',
  expired: 'This sign-in check expired. A new one has started: enter the code your app shows now.',
  tooManyAttempts: 'Too many attempts. Wait a minute before trying again.',
  unavailable: 'Two-step verification could not be reached. Please try again.',
} as const;

/** A 6-digit code, spaces ignored (apps often show "123 456"). */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * One clear sentence for each refusal of GoTrue's factor endpoints (same codes on hosted Supabase and the
 * embedded server): wrong or reused code, expired challenge, too many attempts.
 */
export function mfaErrorMessage(error: AuthFailure): string {
  switch (error.code) {
    case 'mfa_verification_failed':
      return /already used/i.test(error.message) ? MFA_TEXT.usedCode : MFA_TEXT.wrongCode;
    case 'mfa_challenge_expired':
      return MFA_TEXT.expired;
    case 'over_request_rate_limit':
      return MFA_TEXT.tooManyAttempts;
    case 'validation_failed':
      return MFA_TEXT.codeFormat;
    case 'mfa_factor_not_found':
      return 'This authenticator is no longer set up on your account. Reload the page and try again.';
    case 'insufficient_aal':
      return 'Confirm with a code from your authenticator app first: sign out and sign in again.';
    case 'mfa_factor_name_conflict':
      return 'You already have an authenticator with this name. Remove it first or reload the page.';
    case 'too_many_enrolled_mfa_factors':
      return 'You have set up the most authenticators allowed. Remove one before adding another.';
  }
  if (error.status === 429) return MFA_TEXT.tooManyAttempts;
  return error.message || MFA_TEXT.unavailable;
}
