import { baseApi } from '@aide/shared-auth';

/**
 * Every cache tag of the inbound remote, in one place: the compiler checks every tag endpoints provide
 * or invalidate against this list. shared-auth's baseApi brings Organization and OnboardingStatus; this app's
 * endpoints are injected into inboundApi.
 */
export const INBOUND_CACHE_TAGS = [
  'AutoApprovalRules',
  'ErpConnections',
  'IntakeEmails',
  'PurchaseOrders',
  'Reconciliation',
] as const;

export const inboundApi = baseApi.enhanceEndpoints({ addTagTypes: INBOUND_CACHE_TAGS });
