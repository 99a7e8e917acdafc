import { DEMO } from '@aide/supabase-emulator';

// The fixed ids and credentials of supabase/seed.sql, as the emulator publishes them.
export const ORG = DEMO.organizations;
export const USER = DEMO.users;

export type SeedUser = (typeof USER)[keyof typeof USER];

/** The claims the auth server puts into a user's access token, as far as the database reads them. */
export const claimsOf = (user: SeedUser) => ({
  sub: user.id,
  email: user.email,
  role: 'authenticated',
  aud: 'authenticated',
});
