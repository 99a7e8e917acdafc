import type { AuthOverrides } from '@aide/supabase-emulator';

/**
 * The auth settings the API suites run with: supabase/config.toml's, except
 * - rate limits that never trip (every suite signs in many times from 127.0.0.1; the limits are tested in
 *   the emulator's suite), and
 * - no access-token hook, so the stranger (an account without a member row) gets a token: the API must
 *   refuse such a caller on its own, as it must a member removed from the team after signing in.
 */
export const TEST_AUTH: AuthOverrides = {
  rateLimits: {
    signInSignUps: 100_000,
    tokenRefresh: 100_000,
    tokenVerifications: 100_000,
    emailSent: 100_000,
  },
  emailMaxFrequencySeconds: 0,
  hooks: { customAccessToken: null },
};
