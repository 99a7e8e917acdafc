import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryLoadErrorAlert } from '@aide/shared-auth';
import {
  Button,
  dateColumn,
  dateTimeColumn,
  Flex,
  numberColumn,
  ServerList,
  Typography,
  type ListColumns,
} from '@aide/ui-kit';
import { organizationPath } from '../../../lib/route-paths';
import type { Organization } from '../api/organizations-api';
import { ORGANIZATIONS_SEARCH, useOrganizationsList } from '../hooks/use-organizations-list';
import { OrganizationStatusTag, PLAN_LABELS } from '../lib/organization-labels';
import { USAGE_COLUMNS } from '../lib/usage-columns';
import { CreateOrganizationModal } from './create-organization-modal';
import { OwnerCell } from './owner-cell';

const COLUMNS: ListColumns<Organization> = [
  {
    title: 'Organization',
    key: 'name',
    card: 'title',
    sorter: true,
    render: (_, organization) => <Link to={organizationPath(organization.id)}>{organization.name}</Link>,
  },
  {
    title: 'Plan',
    key: 'plan',
    card: 'subtitle',
    render: (_, organization) => PLAN_LABELS[organization.plan],
  },
  {
    title: 'Status',
    key: 'status',
    card: 'status',
    render: (_, organization) => <OrganizationStatusTag status={organization.status} />,
  },
  numberColumn<Organization>('Members', 'members', { card: 'figure' }),
  ...USAGE_COLUMNS,
  { title: 'Owner', key: 'owner', render: (_, organization) => <OwnerCell owner={organization.owner} /> },
  dateColumn<Organization>('Created', 'created_at', { sorter: true, card: 'figure' }),
  dateTimeColumn<Organization>('Last sign-in', 'last_sign_in_at', { sorter: true, optional: true }),
];

/**
 * The console's home: every customer organization, searchable and filtered by plan and status, with this
 * month's usage (sortable: who uses the most AI this month).
 */
export function OrganizationsPage() {
  const list = useOrganizationsList();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Organizations
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)}>
          Create organization
        </Button>
      </Flex>
      <ServerList<Organization, typeof list.view>
        {...list}
        search={ORGANIZATIONS_SEARCH}
        columns={COLUMNS}
        itemsLabel="organizations"
        defaultSort="-created_at"
        empty="No organizations yet. Create the first one."
        noMatch="No organization matches the search or filters."
        errorAlert={<QueryLoadErrorAlert query={list.query} what="The organizations could not be loaded." />}
      />
      <CreateOrganizationModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
