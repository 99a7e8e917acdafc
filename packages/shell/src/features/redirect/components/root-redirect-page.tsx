import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  decideRootRedirect,
  PLATFORM_PATH,
  readStoredPlan,
  selectAuthStatus,
  selectUser,
  useAppSelector,
} from '@aide/shared-auth';
import { FullPageSpinner } from '@aide/ui-kit';

/** "/" (SPEC §2): "Loading" while the session is checked, then "Redirecting" to the right home. */
export function RootRedirectPage() {
  const status = useAppSelector(selectAuthStatus);
  const operator = useAppSelector(selectUser)?.operator === true;
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'checking') return;
    const plan = readStoredPlan();
    // A platform operator who is no member has no workspace: their home is the console.
    const home =
      status === 'signedIn' && operator && !plan
        ? PLATFORM_PATH
        : decideRootRedirect(status === 'signedIn', plan);
    void navigate(home, { replace: true });
  }, [status, operator, navigate]);
  return <FullPageSpinner message={status === 'checking' ? 'Loading' : 'Redirecting'} />;
}
