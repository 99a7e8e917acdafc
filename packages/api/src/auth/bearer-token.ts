import { AuthError } from './auth-error.js';

/** Extracts the token from an `Authorization: Bearer <token>` header (scheme case-insensitive, RFC 6750). */
export function bearerToken(header: string | undefined): string {
  if (!header || header.trim() === '') throw new AuthError('missing');
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header.trim());
  if (!match?.[1]) throw new AuthError('malformed');
  return match[1];
}
