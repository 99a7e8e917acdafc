import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@aide/ui-kit';
import { useAppSelector } from '../store/store';
import { selectAuthError, selectAuthStatus } from './auth-slice';
import { decideGuard } from './guard';
import { readStoredPlan, type Plan } from './plan';

export interface RouteGuardProps {
  requiredPlan?: Plan;
  children: ReactNode;
}

/** Renders its children only when decideGuard allows; otherwise redirects (SPEC §4). */
export function RouteGuard({ requiredPlan, children }: RouteGuardProps) {
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const location = useLocation();
  if (status === 'checking') return <FullPageSpinner message="Checking authentication..." />;
  const decision = decideGuard({
    hasSession: status === 'signedIn',
    requiredPlan,
    storedPlan: readStoredPlan(),
    checkFailed: error !== null,
  });
  if (decision.type === 'redirect')
    return <Navigate to={decision.to} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
