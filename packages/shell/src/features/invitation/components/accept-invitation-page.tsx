import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getSupabase } from '@aide/shared-auth';
import { App, AuthCard, Button, Form, FullPageSpinner, Input } from '@aide/ui-kit';
import { ExpiredLinkCard } from '../../../components/expired-link-card';
import { NewPasswordFields } from '../../password-reset';

interface Welcome {
  first_name: string;
  last_name: string;
  password: string;
  confirm: string;
}

/**
 * /accept-invitation?token_hash=…&type=invite: the invitation email's link. The token hash is verified once
 * (supabase-js verifyOtp: the email is confirmed, the member row linked, a session started), then the new
 * member gives their name and chooses a password, and goes to their workspace.
 */
export function AcceptInvitationPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [state, setState] = useState<'verifying' | 'ready' | 'invalid'>('verifying');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const verified = useRef(false);

  useEffect(() => {
    // Once: a token hash works a single time (and React may run effects twice in development).
    if (verified.current) return;
    verified.current = true;
    const tokenHash = params.get('token_hash');
    void (async () => {
      const auth = getSupabase().auth;
      const { data, error } = tokenHash
        ? await auth.verifyOtp({ token_hash: tokenHash, type: 'invite' })
        : await auth.getUser();
      if (error || !data.user) {
        setState('invalid');
        return;
      }
      setEmail(data.user.email ?? '');
      setState('ready');
      // The used link should not stay in the address (or in the history).
      setParams({}, { replace: true });
    })();
  }, [params, setParams]);

  if (state === 'verifying') return <FullPageSpinner message="Checking your invitation..." />;
  if (state === 'invalid') {
    return (
      <ExpiredLinkCard
        cardTitle="Join your team"
        problem="This invitation link is invalid or has expired"
        remedy="Ask the person who invited you to send the invitation again."
        signInLabel="Go to sign in"
      />
    );
  }

  async function onFinish({ first_name, last_name, password }: Welcome) {
    setBusy(true);
    const supabase = getSupabase();
    const names = { first_name: first_name.trim(), last_name: last_name.trim() };
    const { data, error } = await supabase.auth.updateUser({ password, data: names });
    if (!error && data.user) {
      await supabase.from('aide_members').update(names).eq('user_id', data.user.id);
    }
    setBusy(false);
    if (error) {
      notification.error({ title: 'Your account could not be set up', description: error.message });
      return;
    }
    notification.success({ title: 'Welcome to Aide', description: 'Your account is ready.' });
    void navigate('/', { replace: true });
  }

  return (
    <AuthCard title="Join your team" subtitle={`Set up your account for ${email}`}>
      <Form<Welcome> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <Form.Item
          label="First name"
          name="first_name"
          rules={[{ required: true, message: 'Please enter your first name' }]}
        >
          <Input autoComplete="given-name" maxLength={200} />
        </Form.Item>
        <Form.Item label="Last name" name="last_name">
          <Input autoComplete="family-name" maxLength={200} />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={busy}>
          Join the team
        </Button>
      </Form>
    </AuthCard>
  );
}
