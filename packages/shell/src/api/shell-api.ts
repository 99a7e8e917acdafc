import { baseApi } from '@aide/shared-auth';

/**
 * Every cache tag of the shell's account area, in one place: the compiler checks every tag endpoints provide
 * or invalidate against this list. shared-auth's baseApi brings Organization and OnboardingStatus; this app's
 * endpoints are injected into shellApi.
 */
export const SHELL_CACHE_TAGS = ['AuthFactors', 'AuthIdentities', 'Team', 'Usage'] as const;

export const shellApi = baseApi.enhanceEndpoints({ addTagTypes: SHELL_CACHE_TAGS });
