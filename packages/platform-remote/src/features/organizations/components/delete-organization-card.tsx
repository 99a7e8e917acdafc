import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError } from '@aide/shared-auth';
import { Alert, App, Button, Card, Flex, Input, Typography } from '@aide/ui-kit';
import { PLATFORM_ROUTES } from '../../../lib/route-paths';
import { useDeleteOrganizationMutation, type Organization } from '../api/organizations-api';

export interface DeleteOrganizationCardProps {
  organization: Organization;
}

/**
 * Deleting a company for good: every row, file and member account that belongs nowhere else. Only once the
 * operator has typed its name (the API checks it too).
 */
export function DeleteOrganizationCard({ organization }: DeleteOrganizationCardProps) {
  const [typed, setTyped] = useState('');
  const [remove, { isLoading, error }] = useDeleteOrganizationMutation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirmed = typed.trim() === organization.name;

  const submit = async () => {
    try {
      await remove({ id: organization.id, confirmName: typed.trim() }).unwrap();
      void message.success(`${organization.name} and all its data were deleted.`);
      void navigate(PLATFORM_ROUTES.organizations);
    } catch {
      // Shown below.
    }
  };

  return (
    <Card title="Delete organization" style={{ borderColor: 'var(--ant-color-error-border)' }}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Deletes every row and file of {organization.name} and the accounts of its members who belong to no
          other organization; they are signed out at once. This cannot be undone: export the data first if the
          company wants it.
        </Typography.Paragraph>
        <label htmlFor="confirm-organization-name">
          Type <Typography.Text strong>{organization.name}</Typography.Text> to confirm
        </label>
        <Input
          id="confirm-organization-name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          style={{ maxWidth: 360 }}
        />
        <div>
          <Button
            danger
            type="primary"
            disabled={!confirmed}
            loading={isLoading}
            onClick={() => void submit()}
          >
            Delete organization
          </Button>
        </div>
        {error && (
          <Alert
            type="error"
            showIcon
            title={describeError(error, 'The organization could not be deleted.')}
          />
        )}
      </Flex>
    </Card>
  );
}
