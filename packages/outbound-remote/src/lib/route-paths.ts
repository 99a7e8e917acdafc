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
  /** One customer of My Customers; `customerPath(id)` fills it in. */
  customer: '/sales-assistant/customers/:customerId',
  askAi: '/ask-ai',
  askAiConversation: '/ask-ai/:conversationId',
  inventory: '/inventory',
  settings: '/settings',
  integrations: '/integrations',
} as const;

export const customerPath = (customerId: string) =>
  `/sales-assistant/customers/${encodeURIComponent(customerId)}`;
export const conversationPath = (conversationId: string) => `/ask-ai/${encodeURIComponent(conversationId)}`;
