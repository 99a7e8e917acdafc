import type { Story, StoryDefault } from '@ladle/react';
import { Alert, Button, Checkbox, Flex, Form, Input } from './antd';
import { AuthCard } from './auth-card';

export default { title: 'Auth / AuthCard' } satisfies StoryDefault;

/** The sign-in form's email and password, in both sign-in stories. */
const SignInFields = () => (
  <>
    <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email' }]}>
      <Input autoComplete="email" placeholder="you@company.com" />
    </Form.Item>
    <Form.Item label="Password" name="password" rules={[{ required: true }]}>
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  </>
);

export const SignIn: Story = () => (
  <AuthCard title="Aide" subtitle="Sign in to your workspace">
    <Form layout="vertical" requiredMark={false} onFinish={() => undefined}>
      <SignInFields />
      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Checkbox>Remember me</Checkbox>
        <Button type="link" style={{ padding: 0 }}>
          Forgot password?
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" block>
        Sign in
      </Button>
    </Form>
  </AuthCard>
);

export const SignInFailed: Story = () => (
  <AuthCard title="Aide" subtitle="Sign in to your workspace">
    <Alert type="error" showIcon title="Email or password is incorrect." style={{ marginBottom: 24 }} />
    <Form layout="vertical" requiredMark={false} initialValues={{ email: 'ivy@acme.test' }}>
      <SignInFields />
      <Button type="primary" block>
        Sign in
      </Button>
    </Form>
  </AuthCard>
);

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
