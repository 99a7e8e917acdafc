import { useCurrentMembership } from '@aide/shared-auth';
import { useGetOnboardingStatusQuery } from '../api/onboarding-status-api';

/** The signed-in member's organization setup status (waits for the membership to know the organization). */
export function useOnboardingStatus() {
  const membership = useCurrentMembership();
  const organizationId = membership.data?.organization.id;
  const status = useGetOnboardingStatusQuery(organizationId ?? '', { skip: !organizationId });
  return {
    data: status.data,
    isLoading: membership.isLoading || status.isLoading,
    // A signed-in user without a member row has no organization, hence no status.
    isError: membership.isError || membership.data === null || status.isError,
    refetch: status.refetch,
  };
}
