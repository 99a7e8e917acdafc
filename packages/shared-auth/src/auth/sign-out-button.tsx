import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button } from '@aide/ui-kit';
import { getSupabase } from '../supabase/client';
import { clearStoredPlan } from './plan';

/** Signs out of every app of the page (one shared client) and returns to "/" (SPEC §2 Logout). */
export function SignOutButton({ label = 'Sign Out' }: { label?: string }) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const { error } = await getSupabase().auth.signOut();
    setBusy(false);
    if (error) {
      notification.error({ message: 'Error signing out', description: error.message || 'Please try again' });
      return;
    }
    clearStoredPlan();
    notification.success({ message: 'Signed out successfully' });
    navigate('/', { replace: true });
  }

  return (
    <Button onClick={signOut} loading={busy}>
      {label}
    </Button>
  );
}
