/** The outbound remote's paths (SPEC §2; the shell routes these to this remote). */
export const OUTBOUND_ROUTES = {
  root: '/',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  createEmployee: '/create-employee',
  aiEmployee: '/ai-employee',
  profile: '/profile',
  customerUpload: '/customer-upload',
  emailConnection: '/email-connection',
  socialConnection: '/social-connection',
  erpConnection: '/erp-connection',
  salesAssistant: '/sales-assistant',
  askAi: '/ask-ai',
  inventory: '/inventory',
  settings: '/settings',
  integrations: '/integrations',
} as const;
