import { Link } from 'react-router-dom';
import { ACCOUNT_PATHS, useCurrentMembership } from '@aide/shared-auth';
import { Alert, Card, Flex, Skeleton, Typography } from '@aide/ui-kit';
import { OrganizationNameForm } from './organization-name-form';

/** /settings: the organization's name, and the way to the account's Security page (sessions, MFA). */
export function SettingsPage() {
  const { data: member, isError: failed } = useCurrentMembership();
  // null: signed in, but no member row (SPEC §5) — nothing to show or edit.
  const isError = failed || member === null;

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
          Two-step verification, the ways you sign in and signing out of your other devices or everywhere are
          on your account&apos;s Security page.
        </Typography.Paragraph>
        <Link to={ACCOUNT_PATHS.security}>Open Security</Link>
      </Card>
    </Flex>
  );
}
