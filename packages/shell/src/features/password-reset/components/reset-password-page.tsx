import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  getSupabase,
  homeForPlan,
  readStoredPlan,
  selectAuthStatus,
  useAppSelector,
} from '@aide/shared-auth';
import { App, AuthCard, Button, Form, FullPageSpinner } from '@aide/ui-kit';
import { ExpiredLinkCard } from '../../../components/expired-link-card';
import { NewPasswordFields } from './new-password-fields';

interface NewPassword {
  password: string;
  confirm: string;
}

/**
 * /reset-password: the recovery email's link lands here; supabase-js exchanges the link's code for a session
 * (PKCE), then the member chooses a new password and continues signed in. With `?welcome=1` it is the step
 * after a sign-up's confirmation link: the password typed before the email was proven no longer signs in.
 */
export function ResetPasswordPage() {
  const status = useAppSelector(selectAuthStatus);
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const welcome = useSearchParams()[0].get('welcome') === '1';

  if (status === 'checking') return <FullPageSpinner message="Checking your reset link..." />;
  if (status === 'signedOut') {
    return (
      <ExpiredLinkCard
        cardTitle="Reset password"
        problem="This reset link is invalid or has expired"
        remedy="Request a new one with Forgot Password? on the sign-in page."
        signInLabel="Back to sign in"
      />
    );
  }

  async function onFinish({ password }: NewPassword) {
    setBusy(true);
    const { error } = await getSupabase().auth.updateUser({ password });
    setBusy(false);
    if (error) {
      notification.error({ message: 'Password reset failed', description: error.message });
      return;
    }
    notification.success({
      message: welcome ? 'Password set' : 'Password updated',
      description: welcome
        ? 'Your account is ready. Sign in with this password from now on.'
        : 'You are signed in with your new password.',
    });
    void navigate(homeForPlan(readStoredPlan()), { replace: true });
  }

  return (
    <AuthCard
      title={welcome ? 'Choose your password' : 'Reset password'}
      subtitle={
        welcome
          ? 'Your email is confirmed. Choose the password you will sign in with.'
          : 'Choose a new password for your account'
      }
    >
      <Form<NewPassword> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <NewPasswordFields label={welcome ? 'Password' : 'New password'} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {welcome ? 'Set password' : 'Set new password'}
        </Button>
      </Form>
    </AuthCard>
  );
}
