import { baseApi } from '@aide/shared-auth';

/**
 * Every cache tag of the outbound remote, in one place: the compiler checks every tag endpoints provide
 * or invalidate against this list. shared-auth's baseApi brings Organization and OnboardingStatus; this app's
 * endpoints are injected into outboundApi.
 */
export const OUTBOUND_CACHE_TAGS = [
  'AiEmployee',
  'ChatConversations',
  'CustomerDetail',
  'CustomerNotes',
  'Customers',
  'Dashboard',
  'EmailConnections',
  'Imports',
  'Notetaker',
  'Offers',
  'OutreachEmails',
  'ProductFacets',
  'Products',
  'SalesSummary',
  'SocialConnections',
] as const;

export const outboundApi = baseApi.enhanceEndpoints({ addTagTypes: OUTBOUND_CACHE_TAGS });
