import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@aide/ui-kit';
import { useGetMyMembershipQuery } from '../organization/membership-api';
import { useAppSelector } from '../store/store';
import { needsMfaChallenge } from './assurance';
import { selectAssurance, selectAuthError, selectAuthStatus, selectUser } from './auth-slice';
import { decideAssurance, decideGuard } from './guard';
import { readStoredPlan, type Plan } from './plan';

export interface RouteGuardProps {
  requiredPlan?: Plan;
  /** The Security page: open to a member who still has to set up the authenticator their organization requires. */
  allowMfaSetup?: boolean;
  children: ReactNode;
}

const CHECKING = <FullPageSpinner message="Checking authentication..." />;

/**
 * Renders its children only when decideGuard (SPEC §4: session and plan) and decideAssurance (two-step
 * verification) allow; otherwise redirects, remembering where the member was going.
 */
export function RouteGuard({ requiredPlan, allowMfaSetup, children }: RouteGuardProps) {
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const user = useAppSelector(selectUser);
  const assurance = useAppSelector(selectAssurance);
  const location = useLocation();
  // Only a member without a verified factor can be held back by the organization's rule: ask only then.
  const needsOrganizationRule =
    status === 'signedIn' &&
    assurance?.currentLevel !== 'aal2' &&
    !needsMfaChallenge(assurance) &&
    !allowMfaSetup;
  const membership = useGetMyMembershipQuery(user?.id ?? '', { skip: !needsOrganizationRule || !user });

  if (status === 'checking') return CHECKING;
  const decision = decideGuard({
    hasSession: status === 'signedIn',
    requiredPlan,
    storedPlan: readStoredPlan(),
    checkFailed: error !== null,
  });
  if (decision.type === 'redirect')
    return <Navigate to={decision.to} replace state={{ from: location.pathname }} />;

  const mfa = decideAssurance({
    assurance,
    // A failed read does not lock the member out here: the API refuses aal1 tokens of such organizations.
    organizationRequiresMfa: membership.isSuccess
      ? membership.data?.organization.mfaRequired === true
      : membership.isError
        ? false
        : undefined,
    isMfaSetup: allowMfaSetup,
  });
  if (mfa.type === 'wait') return CHECKING;
  if (mfa.type === 'redirect')
    return <Navigate to={mfa.to} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
