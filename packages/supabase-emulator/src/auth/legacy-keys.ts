import type { SigningKey } from '../signing-key.js';

/** The Supabase CLI's demo key claims: `iss: supabase-demo`, the role, and a fixed expiry in 2032. */
const DEMO_EXPIRY = 1983812996;

/**
 * The legacy JWT API keys of a project with a JWT secret or signing keys, as `supabase status` prints them: a
 * JWT per role signed by the project's signing key. With the CLI's default secret they are byte for byte the
 * CLI's well-known local keys. Either works as `apikey` (and as a bearer) wherever the fixed keys do.
 */
export async function legacyApiKeys(key: SigningKey): Promise<{ anon: string; serviceRole: string }> {
  const mint = (role: string) => key.sign({ iss: 'supabase-demo', role }, DEMO_EXPIRY);
  return { anon: await mint('anon'), serviceRole: await mint('service_role') };
}
