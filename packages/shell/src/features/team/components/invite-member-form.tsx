import { describeError } from '@aide/shared-auth';
import { App, Button, Form, Input, Select, useIsMobile } from '@aide/ui-kit';
import { useInviteMemberMutation, type TeamRole } from '../api/team-api';
import { ROLE_OPTIONS } from '../lib/team-labels';

interface InviteValues {
  email: string;
  role: TeamRole;
}

/** Invite by email with a role; only owners may invite owners (the API says so if an admin tries). */
export function InviteMemberForm({ canInviteOwners }: { canInviteOwners: boolean }) {
  const [form] = Form.useForm<InviteValues>();
  const { message } = App.useApp();
  const [invite, { isLoading }] = useInviteMemberMutation();
  // One field under the other on phones: the inline row would not fit 320 px.
  const narrow = useIsMobile();

  async function submit(values: InviteValues) {
    try {
      const result = await invite({ email: values.email.trim(), role: values.role }).unwrap();
      message.success(
        result.status === 'active'
          ? `${values.email} already has an account and is now a member.`
          : `Invitation sent to ${values.email}.`,
      );
      form.resetFields();
    } catch (error) {
      message.error(describeError(error, 'The invitation could not be sent. Please try again.'));
    }
  }

  return (
    <Form
      form={form}
      layout={narrow ? 'vertical' : 'inline'}
      initialValues={{ role: 'member' }}
      onFinish={submit}
      aria-label="Invite a colleague"
      style={{ rowGap: 12 }}
    >
      <Form.Item
        name="email"
        label="Email"
        rules={[
          { required: true, message: 'Enter the email address to invite.' },
          { type: 'email', message: 'Enter a valid email address.' },
        ]}
      >
        <Input
          type="email"
          autoComplete="off"
          placeholder="colleague@company.com"
          style={{ width: narrow ? '100%' : 260 }}
        />
      </Form.Item>
      <Form.Item name="role" label="Role">
        <Select
          style={{ width: narrow ? '100%' : 130 }}
          options={ROLE_OPTIONS.filter((option) => canInviteOwners || option.value !== 'owner')}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Invite
        </Button>
      </Form.Item>
    </Form>
  );
}
