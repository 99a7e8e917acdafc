import { Link, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '@aide/shared-auth';
import {
  Breadcrumb,
  Card,
  Descriptions,
  Flex,
  formatDate,
  formatDateTime,
  formatNumber,
  Skeleton,
  Typography,
} from '@aide/ui-kit';
import { AuditLogTable } from '../../audit-log';
import { UsageLimitsCard } from '../../usage-limits';
import { PLATFORM_ROUTES } from '../../../lib/route-paths';
import { useGetOrganizationQuery } from '../api/organizations-api';
import { OrganizationStatusTag, PLAN_LABELS } from '../lib/organization-labels';
import { DeleteOrganizationCard } from './delete-organization-card';
import { ExportCard } from './export-card';
import { OwnerCell } from './owner-cell';
import { PlanAndAccessCard } from './plan-and-access-card';

/** One organization: what it is, its plan and access, its usage and limits, its data export, its deletion and its history. */
export function OrganizationPage() {
  const { id = '' } = useParams();
  const query = useGetOrganizationQuery(id);
  const organization = query.data;

  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[
          { title: <Link to={PLATFORM_ROUTES.organizations}>Organizations</Link> },
          { title: organization?.name ?? '…' },
        ]}
      />
      {query.isError && (
        <LoadErrorAlert
          error={query.error}
          what="The organization could not be loaded."
          fallback="Please try again."
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
      {organization && (
        <>
          <Flex align="center" gap={12} wrap="wrap">
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {organization.name}
            </Typography.Title>
            <OrganizationStatusTag status={organization.status} />
          </Flex>
          <Card>
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label="Plan">{PLAN_LABELS[organization.plan]}</Descriptions.Item>
              <Descriptions.Item label="Owner">
                <OwnerCell owner={organization.owner} />
              </Descriptions.Item>
              <Descriptions.Item label="Members">
                {formatNumber(organization.members)}
                {organization.pending_members > 0 &&
                  ` (${formatNumber(organization.pending_members)} pending)`}
              </Descriptions.Item>
              <Descriptions.Item label="Created">{formatDate(organization.created_at)}</Descriptions.Item>
              <Descriptions.Item label="Last sign-in">
                {organization.last_sign_in_at ? formatDateTime(organization.last_sign_in_at) : 'Never'}
              </Descriptions.Item>
              <Descriptions.Item label="Two-step verification">
                {organization.mfa_required ? 'Required' : 'Not required'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <PlanAndAccessCard organization={organization} />
          <UsageLimitsCard organization={organization} />
          <ExportCard organizationId={organization.id} />
          <Card title="History">
            <AuditLogTable organizationId={organization.id} />
          </Card>
          <DeleteOrganizationCard organization={organization} />
        </>
      )}
    </Flex>
  );
}
