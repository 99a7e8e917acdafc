import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  GUARD_PATHS,
  needsMfaChallenge,
  selectAssurance,
  selectAuthStatus,
  selectUser,
  useAppSelector,
} from '@aide/shared-auth';
import { FullPageSpinner, NotFoundPage } from '@aide/ui-kit';

export interface OperatorGuardProps {
  children: ReactNode;
}

/**
 * The platform console's door in the shell: only a platform operator with an aal2 session gets past it, so
 * nobody else's browser fetches the console's code. Anyone else signed in gets the 404 page; an operator still
 * at aal1 answers their authenticator's code first, and one without an authenticator sets one up under
 * Security. For the eyes only: the API checks the operator on every /platform route.
 */
export function OperatorGuard({ children }: OperatorGuardProps) {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const assurance = useAppSelector(selectAssurance);
  const { pathname, search } = useLocation();
  const from = { from: pathname + search };

  if (status === 'checking') return <FullPageSpinner message="Checking authentication..." />;
  if (status !== 'signedIn') return <Navigate to={GUARD_PATHS.login} replace state={from} />;
  if (!user?.operator) return <NotFoundPage />;
  if (assurance?.currentLevel === 'aal2') return <>{children}</>;
  if (needsMfaChallenge(assurance)) return <Navigate to={GUARD_PATHS.mfaChallenge} replace state={from} />;
  return <Navigate to={GUARD_PATHS.mfaSetup} replace state={{ ...from, reason: 'platform' }} />;
}
