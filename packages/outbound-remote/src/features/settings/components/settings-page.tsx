import { useCurrentMembership, useSignOut } from '@aide/shared-auth';
import { Alert, Button, Card, Flex, Popconfirm, Skeleton, Typography } from '@aide/ui-kit';
import { OrganizationNameForm } from './organization-name-form';

/** /settings: the organization's name and signing out of every device. */
export function SettingsPage() {
  const { data: member, isError: failed } = useCurrentMembership();
  // null: signed in, but no member row (SPEC §5) — nothing to show or edit.
  const isError = failed || member === null;
  const { signOut: signOutEverywhere, busy } = useSignOut('global');

  return (
    <Flex vertical gap={24} style={{ maxWidth: 560 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Settings
      </Typography.Title>
      <Card title="Organization">
        {!member && !isError && <Skeleton active paragraph={{ rows: 2 }} />}
        {isError && (
          <Alert type="error" showIcon title="Your organization could not be loaded. Please try again." />
        )}
        {member && (
          <OrganizationNameForm organizationId={member.organization.id} name={member.organization.name} />
        )}
      </Card>
      <Card title="Security">
        <Typography.Paragraph>
          Signs you out on every device and browser, including this one. Use it if you signed in on a computer
          you no longer use.
        </Typography.Paragraph>
        <Popconfirm
          title="Sign out everywhere?"
          description="You will need to sign in again on every device."
          okText="Sign out everywhere"
          cancelText="Cancel"
          onConfirm={signOutEverywhere}
        >
          <Button danger loading={busy}>
            Sign out everywhere
          </Button>
        </Popconfirm>
      </Card>
    </Flex>
  );
}
