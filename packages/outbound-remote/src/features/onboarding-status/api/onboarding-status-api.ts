import { baseApi } from '@aide/shared-auth';
import type { OnboardingStatus } from '../lib/onboarding-status-types';

/** GET /api/onboarding/status: the setup progress behind the shell's banner, badges and /onboarding. */
export const onboardingStatusApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['OnboardingStatus'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOnboardingStatus: build.query<OnboardingStatus, string>({
        query: (organizationId) => ({
          url: '/api/onboarding/status',
          params: { organization_id: organizationId },
        }),
        providesTags: ['OnboardingStatus'],
      }),
    }),
  });

export const { useGetOnboardingStatusQuery } = onboardingStatusApi;
