/** Why a request could not be authenticated; each reason has its own wording for the client. */
export type AuthFailure =
  'missing' | 'malformed' | 'bad_signature' | 'expired' | 'wrong_claims' | 'session_ended' | 'unavailable';

const messages: Record<AuthFailure, string> = {
  missing: 'Sign in required: send the access token in an "Authorization: Bearer <token>" header.',
  malformed: 'The access token is malformed. Sign in again.',
  bad_signature: 'The access token signature could not be verified. Sign in again.',
  expired: 'The access token has expired. Sign in again.',
  wrong_claims: 'The access token is not a signed-in user token for this application. Sign in again.',
  session_ended: 'This session has ended (signed out, or the password was changed). Sign in again.',
  unavailable: 'The sign-in service could not be reached to verify the access token. Try again shortly.',
};

export class AuthError extends Error {
  readonly statusCode: number;
  /** The `error` field of the JSON body (RFC 6750 codes where one fits). */
  readonly code: string;

  constructor(
    readonly failure: AuthFailure,
    options?: { cause?: unknown },
  ) {
    super(messages[failure], options);
    this.name = 'AuthError';
    this.statusCode = failure === 'unavailable' ? 503 : 401;
    this.code =
      failure === 'missing'
        ? 'missing_token'
        : failure === 'unavailable'
          ? 'auth_unavailable'
          : 'invalid_token';
  }
}
