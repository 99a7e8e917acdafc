import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import {
  getSupabase,
  homeForPlan,
  readStoredPlan,
  selectAuthStatus,
  trackError,
  trackEvent,
  useAppSelector,
} from '@aide/shared-auth';
import { App, AuthCard, Button, Divider, Flex, Form, Input } from '@aide/ui-kit';
import {
  requestPasswordReset,
  signInWithPassword,
  signInWithProvider,
  signUp,
  type AuthNotice,
  type OAuthProvider,
} from '../api/auth-requests';

interface LoginFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
}

export const LOGIN_TEXT = {
  title: 'Aide',
  tagline: 'Meet Your AI Ops & Sales Employee',
  missingFields: 'Please fill in all required fields',
  missingName: 'Please fill in your name',
  missingEmailForReset: 'Please enter your email address first',
} as const;

/**
 * /login (SPEC §2, §5): sign in or sign up with email, Google or Microsoft, and password recovery. A
 * successful sign-in is finished by the MemberSessionGate (membership check, plan, redirect).
 */
export function LoginPage() {
  const { notification } = App.useApp();
  const [form] = Form.useForm<LoginFields>();
  const [mode, setMode] = useState<'signIn' | 'signUp'>('signIn');
  const [busy, setBusy] = useState(false);
  const signingUp = mode === 'signUp';
  const status = useAppSelector(selectAuthStatus);

  function notify(notice: AuthNotice | null) {
    if (!notice) return;
    notification[notice.type]({ message: notice.title, description: notice.description });
    if (notice.type === 'error')
      trackError(notice.title, { source: 'login', description: notice.description });
  }

  /** Runs one auth request; an exception (network down) gets SPEC §8's generic message. */
  async function run(request: () => Promise<AuthNotice | null>) {
    setBusy(true);
    try {
      notify(await request());
    } catch {
      notify({ type: 'error', title: 'An error occurred', description: 'Please try again later' });
    } finally {
      setBusy(false);
    }
  }

  function onFinish(values: LoginFields) {
    const email = values.email?.trim() ?? '';
    const password = values.password ?? '';
    if (!email || !password) return notify({ type: 'error', title: LOGIN_TEXT.missingFields });
    const supabase = getSupabase();
    if (!signingUp) return run(() => signInWithPassword(supabase, email, password));
    const firstName = values.firstName?.trim() ?? '';
    const lastName = values.lastName?.trim() ?? '';
    if (!firstName || !lastName) return notify({ type: 'error', title: LOGIN_TEXT.missingName });
    return run(async () => {
      const notice = await signUp(supabase, window.location.origin, { firstName, lastName, email, password });
      if (notice.type === 'success') trackEvent('signup', { email });
      return notice;
    });
  }

  function onForgotPassword() {
    const email = form.getFieldValue('email')?.trim();
    if (!email) return notify({ type: 'error', title: LOGIN_TEXT.missingEmailForReset });
    return run(() => requestPasswordReset(getSupabase(), window.location.origin, email));
  }

  const withProvider = (provider: OAuthProvider) => () =>
    run(() => signInWithProvider(getSupabase(), window.location.origin, provider));

  // A member who is already signed in has nothing to do here.
  const storedPlan = readStoredPlan();
  if (status === 'signedIn' && storedPlan) return <Navigate to={homeForPlan(storedPlan)} replace />;

  return (
    <AuthCard title={LOGIN_TEXT.title} subtitle={LOGIN_TEXT.tagline}>
      <Form<LoginFields>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
        disabled={busy}
      >
        {signingUp && (
          <Flex gap={12}>
            <Form.Item label="First name" name="firstName" style={{ flex: 1 }}>
              <Input autoComplete="given-name" />
            </Form.Item>
            <Form.Item label="Last name" name="lastName" style={{ flex: 1 }}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Flex>
        )}
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="username" placeholder="you@company.com" />
        </Form.Item>
        <Form.Item label="Password" name="password">
          <Input.Password autoComplete={signingUp ? 'new-password' : 'current-password'} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {signingUp ? 'Sign Up' : 'Sign In'}
        </Button>
      </Form>
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => setMode(signingUp ? 'signIn' : 'signUp')}>
          {signingUp ? 'Already have an account? Sign In' : 'Need an account? Sign Up'}
        </Button>
        {!signingUp && (
          <Button type="link" style={{ padding: 0 }} onClick={onForgotPassword} disabled={busy}>
            Forgot Password?
          </Button>
        )}
      </Flex>
      <Divider plain>or</Divider>
      <Flex vertical gap={8}>
        <Button block onClick={withProvider('google')} disabled={busy}>
          Sign in with Google
        </Button>
        <Button block onClick={withProvider('azure')} disabled={busy}>
          Sign in with Microsoft
        </Button>
      </Flex>
    </AuthCard>
  );
}
