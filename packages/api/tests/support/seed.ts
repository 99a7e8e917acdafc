// Fixed ids and credentials of supabase/seed.sql (ARCHITECTURE.md demo data).
export const ORG = {
  northwind: '10000000-0000-4000-8000-000000000001',
  freshStart: '10000000-0000-4000-8000-000000000002',
  contoso: '10000000-0000-4000-8000-000000000003',
} as const;

export const USER = {
  sam: { id: '20000000-0000-4000-8000-000000000001', email: 'sam@northwind.test', password: 'Northwind-demo-1' },
  fresh: { id: '20000000-0000-4000-8000-000000000002', email: 'fresh@freshstart.test', password: 'Fresh-demo-1' },
  ivy: { id: '20000000-0000-4000-8000-000000000003', email: 'ivy@contoso.test', password: 'Contoso-demo-1' },
  stranger: { id: '20000000-0000-4000-8000-000000000004', email: 'stranger@example.test', password: 'Stranger-demo-1' },
} as const;

export type SeedUser = (typeof USER)[keyof typeof USER];

/** The claims the auth server puts into a user's access token, as far as the database reads them. */
export const claimsOf = (user: SeedUser) => ({
  sub: user.id,
  email: user.email,
  role: 'authenticated',
  aud: 'authenticated',
});
