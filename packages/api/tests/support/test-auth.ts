import type { AuthOverrides } from '@aide/supabase-emulator';

/** A rate limit no suite reaches. */
const NEVER = 100_000;

/**
 * The auth settings the API suites run with: supabase/config.toml's, except
 * - rate limits that never trip (every suite signs in many times from 127.0.0.1; the limits are tested in
 *   the emulator's suite), and
 * - no access-token hook, so the stranger (an account without a member row) gets a token: the API must
 *   refuse such a caller on its own, as it must a member removed from the team after signing in.
 */
export const TEST_AUTH: AuthOverrides = {
  rateLimits: { signInSignUps: NEVER, tokenRefresh: NEVER, tokenVerifications: NEVER, emailSent: NEVER },
  emailMaxFrequencySeconds: 0,
  hooks: { customAccessToken: null },
};
