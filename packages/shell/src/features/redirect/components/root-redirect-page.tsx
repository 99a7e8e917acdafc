import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { decideRootRedirect, readStoredPlan, selectAuthStatus, useAppSelector } from '@aide/shared-auth';
import { FullPageSpinner } from '@aide/ui-kit';

/** "/" (SPEC §2): "Loading" while the session is checked, then "Redirecting" to the right home. */
export function RootRedirectPage() {
  const status = useAppSelector(selectAuthStatus);
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'checking') return;
    void navigate(decideRootRedirect(status === 'signedIn', readStoredPlan()), { replace: true });
  }, [status, navigate]);
  return <FullPageSpinner message={status === 'checking' ? 'Loading' : 'Redirecting'} />;
}
