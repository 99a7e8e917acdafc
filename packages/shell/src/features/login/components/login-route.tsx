import { Navigate } from 'react-router-dom';
import {
  getSupabase,
  homeForPlan,
  readStoredPlan,
  selectAuthStatus,
  trackEvent,
  useAppSelector,
} from '@aide/shared-auth';
import { LeanToastProvider } from '@aide/ui-kit/lean';
import { LoginPage } from './login-page';

/** /login inside the running app (after a sign-out, or a visit with a stored session). */
export function LoginRoute() {
  const status = useAppSelector(selectAuthStatus);
  // A member who is already signed in has nothing to do here.
  const storedPlan = readStoredPlan();
  if (status === 'signedIn' && storedPlan) return <Navigate to={homeForPlan(storedPlan)} replace />;
  return (
    <LeanToastProvider>
      <LoginPage auth={getSupabase().auth} track={trackEvent} />
    </LeanToastProvider>
  );
}
