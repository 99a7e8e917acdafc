import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button } from '@aide/ui-kit';
import { getSupabase } from '../supabase/client';
import { clearStoredPlan } from './plan';

/**
 * Signs this browser out of every app of the page (one shared client) and returns to "/" (SPEC §2 Logout).
 * Local scope: other devices keep their sessions ("Sign out everywhere" in Settings ends those).
 */
export function SignOutButton({ label = 'Sign Out' }: { label?: string }) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const { error } = await getSupabase().auth.signOut({ scope: 'local' });
    setBusy(false);
    if (error) {
      notification.error({ title: 'Error signing out', description: error.message || 'Please try again' });
      return;
    }
    clearStoredPlan();
    notification.success({ title: 'Signed out successfully' });
    navigate('/', { replace: true });
  }

  return (
    <Button onClick={signOut} loading={busy}>
      {label}
    </Button>
  );
}
