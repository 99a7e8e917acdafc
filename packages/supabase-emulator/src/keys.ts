/**
 * The emulator's API keys. Fixed, documented and public on purpose: they only select a role on a local
 * emulator (like `supabase start`'s well-known demo keys), they are not secrets. Opaque strings in the new
 * Supabase key format, so supabase-js sends them in the `apikey` header (and, for rest and auth, also as
 * `Authorization: Bearer <key>` when there is no session).
 */
export const LOCAL_ANON_KEY = 'sb_publishable_aide_local_anon';
export const LOCAL_SERVICE_ROLE_KEY = 'sb_secret_aide_local_service';

export type ApiRole = 'anon' | 'service_role';

/** The role an API key stands for, or undefined for a key this emulator does not know. */
export function roleOfApiKey(key: string | undefined): ApiRole | undefined {
  if (key === LOCAL_ANON_KEY) return 'anon';
  if (key === LOCAL_SERVICE_ROLE_KEY) return 'service_role';
  return undefined;
}
