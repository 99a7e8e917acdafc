import { GUARD_PATHS, PLATFORM_PATH } from '@aide/shared-auth';

/** Every path the shell owns or hands to a remote (SPEC §2). The remotes render what is at their paths. */
export const ROUTES = {
  root: '/',
  login: '/login',
  mfaChallenge: GUARD_PATHS.mfaChallenge,
  oauthSuccess: '/oauth/success',
  oauthError: '/oauth/error',
  resetPassword: '/reset-password',
  acceptInvitation: '/accept-invitation',
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

/** The outbound plan's own account pages, which the account menu lists for its members. */
export const OUTBOUND_ACCOUNT_PAGES = { profilePath: '/profile', settingsPath: '/settings' } as const;

export const INBOUND_PATHS = ['/inbound-module', '/inbound-erp-connection'] as const;

/** The platform console (the platform remote), for platform operators only. */
export const PLATFORM_PATHS = [PLATFORM_PATH] as const;
