import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App } from '@aide/ui-kit';
import { getSupabase } from '../supabase/client';
import { clearStoredPlan } from './plan';

/**
 * Signs out (SPEC §8 toasts), forgets the stored plan and returns to "/". `local` ends this browser's
 * session (Logout); `global` ends every session of the user on every device.
 */
export function useSignOut(scope: 'local' | 'global' = 'local') {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const { error } = await getSupabase().auth.signOut({ scope });
    setBusy(false);
    if (error) {
      notification.error({ title: 'Error signing out', description: error.message || 'Please try again' });
      return;
    }
    clearStoredPlan();
    notification.success({ title: 'Signed out successfully' });
    void navigate('/', { replace: true });
  }

  return { signOut, busy };
}
