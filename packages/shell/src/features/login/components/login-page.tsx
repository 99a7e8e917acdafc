import { useRef, useState, type FormEvent } from 'react';
import type { AnalyticsEventName, AnalyticsProperties, LoginAuth } from '@aide/shared-auth/login';
import { LeanAuthFrame, LeanButton, LeanField, useLeanToast } from '@aide/ui-kit/lean';
import {
  requestPasswordReset,
  signInWithPassword,
  signInWithProvider,
  signUp,
  type AuthNotice,
  type OAuthProvider,
} from '../api/auth-requests';

export const LOGIN_TEXT = {
  title: 'Aide',
  tagline: 'Meet Your AI Ops & Sales Employee',
  missingFields: 'Please fill in all required fields',
  missingName: 'Please fill in your name',
  missingEmailForReset: 'Please enter your email address first',
} as const;

export interface LoginPageProps {
  /** The app's `supabase.auth`, or the login route's own auth client before the app has loaded. */
  auth: LoginAuth;
  track: (name: AnalyticsEventName, properties?: AnalyticsProperties) => void;
}

/**
 * /login (SPEC §2, §5): sign in or sign up with email, Google or Microsoft, and password recovery. Built
 * without antd (ui-kit's lean primitives, same look) so a phone on a slow network can sign in before the
 * rest of the app has arrived. A successful sign-in is finished by the MemberSessionGate (membership check,
 * plan, redirect) once the app runs.
 */
export function LoginPage({ auth, track }: LoginPageProps) {
  const toast = useLeanToast();
  const form = useRef<HTMLFormElement>(null);
  const [mode, setMode] = useState<'signIn' | 'signUp'>('signIn');
  const [busy, setBusy] = useState(false);
  const signingUp = mode === 'signUp';

  function notify(notice: AuthNotice | null) {
    if (!notice) return;
    toast(notice);
    if (notice.type === 'error')
      track('error', { message: notice.title, source: 'login', description: notice.description });
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

  const field = (name: string) => (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = field('email')?.trim() ?? '';
    const password = field('password') ?? '';
    if (!email || !password) return notify({ type: 'error', title: LOGIN_TEXT.missingFields });
    if (!signingUp) return run(() => signInWithPassword(auth, email, password));
    const firstName = field('firstName')?.trim() ?? '';
    const lastName = field('lastName')?.trim() ?? '';
    if (!firstName || !lastName) return notify({ type: 'error', title: LOGIN_TEXT.missingName });
    return run(async () => {
      const notice = await signUp(auth, window.location.origin, { firstName, lastName, email, password });
      if (notice.type === 'success') track('signup', { email });
      return notice;
    });
  }

  function onForgotPassword() {
    const email = field('email')?.trim();
    if (!email) return notify({ type: 'error', title: LOGIN_TEXT.missingEmailForReset });
    return run(() => requestPasswordReset(auth, window.location.origin, email));
  }

  const withProvider = (provider: OAuthProvider) => () =>
    run(() => signInWithProvider(auth, window.location.origin, provider));

  return (
    <LeanAuthFrame title={LOGIN_TEXT.title} subtitle={LOGIN_TEXT.tagline}>
      <form ref={form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <fieldset disabled={busy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          {signingUp && (
            <div className="aide-lean-row">
              <LeanField label="First name" name="firstName" autoComplete="given-name" />
              <LeanField label="Last name" name="lastName" autoComplete="family-name" />
            </div>
          )}
          <LeanField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            placeholder="you@company.com"
          />
          <LeanField
            label="Password"
            name="password"
            type="password"
            revealable
            autoComplete={signingUp ? 'new-password' : 'current-password'}
          />
          <LeanButton type="submit" variant="primary" block loading={busy}>
            {signingUp ? 'Sign Up' : 'Sign In'}
          </LeanButton>
        </fieldset>
      </form>
      <div className="aide-lean-between">
        <LeanButton variant="link" onClick={() => setMode(signingUp ? 'signIn' : 'signUp')}>
          {signingUp ? 'Already have an account? Sign In' : 'Need an account? Sign Up'}
        </LeanButton>
        {!signingUp && (
          <LeanButton variant="link" onClick={onForgotPassword} disabled={busy}>
            Forgot Password?
          </LeanButton>
        )}
      </div>
      <div className="aide-lean-divider" role="separator">
        or
      </div>
      <div className="aide-lean-stack">
        <LeanButton block onClick={withProvider('google')} disabled={busy}>
          Sign in with Google
        </LeanButton>
        <LeanButton block onClick={withProvider('azure')} disabled={busy}>
          Sign in with Microsoft
        </LeanButton>
      </div>
    </LeanAuthFrame>
  );
}
