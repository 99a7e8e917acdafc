/** Every path the shell owns or hands to a remote (SPEC §2). The remotes render what is at their paths. */
export const ROUTES = {
  root: '/',
  login: '/login',
  oauthSuccess: '/oauth/success',
  oauthError: '/oauth/error',
  resetPassword: '/reset-password',
} as const;

export const OUTBOUND_PATHS = [
  '/dashboard',
  '/onboarding',
  '/create-employee',
  '/ai-employee',
  '/profile',
  '/customer-upload',
  '/email-connection',
  '/social-connection',
  '/erp-connection',
  '/sales-assistant',
  '/ask-ai',
  '/inventory',
  '/settings',
  '/integrations',
] as const;

export const INBOUND_PATHS = ['/inbound-module', '/inbound-erp-connection'] as const;
