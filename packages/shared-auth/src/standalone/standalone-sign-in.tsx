import { useState } from 'react';
import { Alert, AuthCard, Button, Form, Input } from '@aide/ui-kit';
import { getSupabase } from '../supabase/client';
import { fetchMembership } from '../organization/fetch-membership';
import { storePlan } from '../auth/plan';

export interface StandaloneSignInProps {
  remoteName: string;
}

interface Credentials {
  email: string;
  password: string;
}

/**
 * Sign-in for a remote started on its own (its team's dev page). The product's real login lives in the
 * shell; this one only needs to put a session in local storage so the remote renders as it would there.
 */
export function StandaloneSignIn({ remoteName }: StandaloneSignInProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onFinish({ email, password }: Credentials) {
    setBusy(true);
    setError(null);
    const supabase = getSupabase();
    const { data, error: signInError } = await supabase.auth.signInWithPassword({ email, password });
    if (signInError || !data.user) {
      setError(signInError?.message ?? 'Sign in failed');
      setBusy(false);
      return;
    }
    const membership = await fetchMembership(supabase, data.user.id).catch(() => null);
    if (membership) storePlan(membership.organization.plan);
    setBusy(false);
  }

  return (
    <AuthCard title={`Aide · ${remoteName}`} subtitle="Standalone development page: sign in as a demo user">
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form<Credentials> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="Email" name="email" rules={[{ required: true }]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Sign In
        </Button>
      </Form>
    </AuthCard>
  );
}
