/** The fixed ids and credentials of supabase/seed.sql, for tests and local tooling. */
export const DEMO = {
  organizations: {
    northwind: '10000000-0000-4000-8000-000000000001',
    freshStart: '10000000-0000-4000-8000-000000000002',
    contoso: '10000000-0000-4000-8000-000000000003',
  },
  users: {
    sam: {
      id: '20000000-0000-4000-8000-000000000001',
      email: 'sam@northwind.test',
      password: 'Northwind-demo-1',
    },
    fresh: {
      id: '20000000-0000-4000-8000-000000000002',
      email: 'fresh@freshstart.test',
      password: 'Fresh-demo-1',
    },
    ivy: {
      id: '20000000-0000-4000-8000-000000000003',
      email: 'ivy@contoso.test',
      password: 'Contoso-demo-1',
    },
    stranger: {
      id: '20000000-0000-4000-8000-000000000004',
      email: 'stranger@example.test',
      password: 'Stranger-demo-1',
    },
    /** The platform operator: a member of no organization, with a verified authenticator (totpSecret). */
    ops: {
      id: '20000000-0000-4000-8000-000000000005',
      email: 'ops@aide.test',
      password: 'Ops-demo-1',
    },
  },
  /** The demo operator's authenticator key (base32; seed.sql), so tests and people can make its codes. */
  opsTotpSecret: 'OPSDEMOAIDEPLATFORMCONSOLE234567',
  members: {
    sam: '30000000-0000-4000-8000-000000000001',
    newHire: '30000000-0000-4000-8000-000000000002',
    fresh: '30000000-0000-4000-8000-000000000003',
    ivy: '30000000-0000-4000-8000-000000000004',
  },
  /** A member row without an account yet: the sign-up case. */
  newHireEmail: 'new.hire@northwind.test',
} as const;
