import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSupabase } from '@aide/shared-auth';
import { App, AuthCard, Button, Form, Input } from '@aide/ui-kit';
import { signInMember } from '../api/sign-in-member';

interface Credentials {
  email?: string;
  password?: string;
}

export const LOGIN_TEXT = {
  title: 'Aide',
  tagline: 'Meet Your AI Ops & Sales Employee',
  missingFields: 'Please fill in all required fields',
} as const;

/** /login: email and password sign-in (sign-up, OAuth and recovery come with the complete shell). */
export function LoginPage() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function onFinish({ email = '', password = '' }: Credentials) {
    if (!email.trim() || !password) {
      notification.error({ message: LOGIN_TEXT.missingFields });
      return;
    }
    setBusy(true);
    const outcome = await signInMember(getSupabase(), email.trim(), password);
    setBusy(false);
    if (!outcome.ok) {
      notification.error({ message: outcome.title, description: outcome.description });
      return;
    }
    navigate(outcome.home, { replace: true });
  }

  return (
    <AuthCard title={LOGIN_TEXT.title} subtitle={LOGIN_TEXT.tagline}>
      <Form<Credentials> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="username" placeholder="you@company.com" />
        </Form.Item>
        <Form.Item label="Password" name="password">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Sign In
        </Button>
      </Form>
    </AuthCard>
  );
}
