import { useCurrentMembership } from '@aide/shared-auth';
import { Alert, App, Button, Card, Form, Input, Skeleton, Typography } from '@aide/ui-kit';
import { useUpdateMemberNamesMutation } from '../api/profile-api';
import { errorText } from '../../../lib/error-text';
import { requiredTextRules } from '../../../lib/required-text-rules';

interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
}

const nameRules = (label: string) =>
  requiredTextRules(100, {
    missing: `Please enter your ${label}`,
    tooLong: `Your ${label} can be at most 100 characters`,
  });

/** /profile: the member's names (saved to their own member row) and their sign-in email (read-only). */
export function ProfilePage() {
  const { data: member, isError: failed } = useCurrentMembership();
  // null: signed in, but no member row (SPEC §5) — nothing to show or edit.
  const isError = failed || member === null;
  const [updateNames, { isLoading: saving }] = useUpdateMemberNamesMutation();
  const { message } = App.useApp();

  async function save(values: ProfileFormValues) {
    if (!member) return;
    try {
      await updateNames({
        memberId: member.memberId,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
      }).unwrap();
    } catch (error) {
      message.error(`Your profile could not be saved. ${errorText(error)}`);
      return;
    }
    message.success('Profile updated');
  }

  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={1}>My Profile</Typography.Title>
      {!member && !isError && <Skeleton active paragraph={{ rows: 4 }} />}
      {isError && <Alert type="error" showIcon title="Your profile could not be loaded. Please try again." />}
      {member && (
        <Card>
          <Form<ProfileFormValues>
            key={member.memberId}
            layout="vertical"
            initialValues={{
              first_name: member.firstName ?? '',
              last_name: member.lastName ?? '',
              email: member.email,
            }}
            onFinish={save}
          >
            <Form.Item name="first_name" label="First name" rules={nameRules('first name')} required>
              <Input autoComplete="given-name" />
            </Form.Item>
            <Form.Item name="last_name" label="Last name" rules={nameRules('last name')} required>
              <Input autoComplete="family-name" />
            </Form.Item>
            <Form.Item name="email" label="Email" extra="Your sign-in email cannot be changed here.">
              <Input readOnly aria-readonly variant="filled" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}
