import { Link, useLocation } from 'react-router-dom';
import { selectAssurance, useAppSelector, useCurrentMembership } from '@aide/shared-auth';
import { Alert } from '@aide/ui-kit';

/**
 * When the member's organization requires two-step verification: why they are here (the guard sent them
 * from the workspace) until their session is aal2, then the way back to where they were going.
 */
export function MfaRequirementNotice() {
  const { data: member } = useCurrentMembership();
  const assurance = useAppSelector(selectAssurance);
  const location = useLocation();
  if (!member?.organization.mfaRequired) return null;
  const from = (location.state as { from?: unknown } | null)?.from;

  if (assurance?.currentLevel !== 'aal2') {
    return (
      <Alert
        type="warning"
        showIcon
        title={`${member.organization.name} requires two-step verification`}
        description="Set up an authenticator app below to continue to your workspace. Signing in will then ask for a 6-digit code from the app as well as your password."
      />
    );
  }
  if (typeof from !== 'string') return null;
  return (
    <Alert
      type="success"
      showIcon
      title="Two-step verification is on"
      description={<Link to={from}>Continue to your workspace</Link>}
    />
  );
}
