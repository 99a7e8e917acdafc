import type { ApiResponse } from '@aide/api-contract';

/** The onboarding status response (SPEC §3; docs/outbound-api.md), from the API's generated contract. */
export type OnboardingStatus = ApiResponse<'/api/onboarding/status', 'get'>;
export type OnboardingStepKey = OnboardingStatus['progress']['steps'][number]['key'];
