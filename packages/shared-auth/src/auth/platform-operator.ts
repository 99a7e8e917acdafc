/** Where the platform console lives (the shell hands it to the platform remote, for operators only). */
export const PLATFORM_PATH = '/platform';

/**
 * Whether an access token says its user is a platform operator (the `aide_operator` claim the database's
 * access-token hook adds, migration 20261128000500). For the eyes only: every /platform route of the API checks
 * the operator itself.
 */
export function isPlatformOperatorToken(accessToken: string): boolean {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { aide_operator?: unknown }).aide_operator === true;
  } catch {
    return false;
  }
}
