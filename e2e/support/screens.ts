/** The routes every screen-wide check visits (accessibility, phone layout): each opened by its address. */

export const OUTBOUND_SCREENS = [
  '/dashboard',
  '/onboarding',
  '/profile',
  '/settings',
  '/customer-upload',
  '/inventory',
  '/erp-connection',
  '/integrations',
  '/email-connection',
  '/social-connection',
  '/create-employee',
  '/ai-employee',
  '/sales-assistant',
  '/ask-ai',
  // The shell's account area, the same on every plan.
  '/team',
  '/account/security',
] as const;

export const INBOUND_SCREENS = [
  '/inbound-module?tab=purchase-orders',
  '/inbound-module?tab=reconciliation',
  '/inbound-erp-connection',
] as const;

export const SIGNED_OUT_SCREENS = ['/login', '/reset-password', '/no-such-page'] as const;
