/** The platform console's paths, all under /platform (the shell hands /platform/* to this remote). */
export const PLATFORM_ROUTES = {
  organizations: '/platform',
  organization: '/platform/organizations/:id',
  auditLog: '/platform/audit-log',
  health: '/platform/health',
} as const;

export const organizationPath = (id: string) => `/platform/organizations/${id}`;
