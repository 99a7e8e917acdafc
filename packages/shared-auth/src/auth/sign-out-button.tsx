import { Button } from '@aide/ui-kit';
import { useSignOut } from './use-sign-out';

/**
 * Signs this browser out of every app of the page (one shared client) and returns to "/" (SPEC §2 Logout).
 * Local scope: other devices keep their sessions ("Sign out everywhere" in Settings ends those).
 */
export function SignOutButton({ label = 'Sign Out' }: { label?: string }) {
  const { signOut, busy } = useSignOut('local');
  return (
    <Button onClick={signOut} loading={busy}>
      {label}
    </Button>
  );
}
