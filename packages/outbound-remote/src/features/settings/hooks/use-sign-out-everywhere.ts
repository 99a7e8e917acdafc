import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearStoredPlan, getSupabase } from '@aide/shared-auth';
import { App } from '@aide/ui-kit';

/** Ends every session of the user (all devices and browsers), then returns to "/" like Logout does. */
export function useSignOutEverywhere() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    const { error } = await getSupabase().auth.signOut({ scope: 'global' });
    setBusy(false);
    if (error) {
      notification.error({ title: 'Error signing out', description: error.message || 'Please try again' });
      return;
    }
    clearStoredPlan();
    notification.success({ title: 'Signed out successfully' });
    navigate('/', { replace: true });
  }

  return { signOutEverywhere, busy };
}
