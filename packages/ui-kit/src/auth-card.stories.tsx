import type { ReactNode } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Alert, Button, Checkbox, Flex, Form, Input } from './antd';
import { AuthCard } from './auth-card';

export default { title: 'Auth / AuthCard' } satisfies StoryDefault;

/** The sign-in card of both sign-in stories: an error above the form, extra rows above its button. */
const SignInCard = ({ error, children }: { error?: string; children?: ReactNode }) => (
  <AuthCard title="Aide" subtitle="Sign in to your workspace">
    {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={error ? { email: 'ivy@acme.test' } : undefined}
      onFinish={() => undefined}
    >
      <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email' }]}>
        <Input autoComplete="email" placeholder="you@company.com" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {children}
      <Button type="primary" htmlType="submit" block>
        Sign in
      </Button>
    </Form>
  </AuthCard>
);

export const SignIn: Story = () => (
  <SignInCard>
    <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
      <Checkbox>Remember me</Checkbox>
      <Button type="link" style={{ padding: 0 }}>
        Forgot password?
      </Button>
    </Flex>
  </SignInCard>
);

export const SignInFailed: Story = () => <SignInCard error="Email or password is incorrect." />;

export const ResetPassword: Story = () => (
  <AuthCard title="Reset password" subtitle="We will email you a link to choose a new one.">
    <Form layout="vertical">
      <Form.Item label="Email" name="email">
        <Input placeholder="you@company.com" />
      </Form.Item>
      <Button type="primary" block>
        Send reset link
      </Button>
    </Form>
  </AuthCard>
);
