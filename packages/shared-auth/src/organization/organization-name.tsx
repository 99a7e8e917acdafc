import { Alert, Skeleton, Typography } from '@aide/ui-kit';
import { useCurrentMembership } from './use-current-membership';

/** The signed-in member's organization name, with loading and error states (both remotes' home pages). */
export function OrganizationName() {
  const { data: membership, isLoading, isError } = useCurrentMembership();
  if (isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (isError) {
    return <Alert type="error" showIcon message="Your organization could not be loaded. Please try again." />;
  }
  if (!membership) return null;
  return (
    <Typography.Paragraph data-testid="organization-name" style={{ fontSize: 16 }}>
      {membership.organization.name}
    </Typography.Paragraph>
  );
}
