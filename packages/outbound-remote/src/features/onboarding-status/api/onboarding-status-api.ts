import type { OnboardingStatus } from '../lib/onboarding-status-types';
import { outboundApi } from '../../../api/outbound-api';

/** GET /api/onboarding/status: the setup progress behind the shell's banner, badges and /onboarding. */
export const onboardingStatusApi = outboundApi.injectEndpoints({
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
