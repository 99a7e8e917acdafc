/** The account area the shell serves on both plans, whatever the member's plan (no remote involved). */
export const ACCOUNT_PATHS = {
  team: '/team',
  usage: '/usage',
  security: '/account/security',
} as const;
