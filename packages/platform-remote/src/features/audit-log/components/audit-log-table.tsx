import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { dateTimeColumn, ServerTable, type ListColumns } from '@aide/ui-kit';
import { organizationPath } from '../../../lib/route-paths';
import { useListEventsQuery, type PlatformEvent } from '../api/events-api';

const ACTION_LABELS: Record<PlatformEvent['action'], string> = {
  operator_granted: 'Operator granted',
  operator_revoked: 'Operator removed',
  organization_created: 'Organization created',
  plan_changed: 'Plan changed',
  organization_suspended: 'Suspended',
  organization_restored: 'Restored',
  organization_exported: 'Data exported',
  organization_deleted: 'Organization deleted',
};

/** What changed, in words: the new plan, the person granted… */
function detailOf(event: PlatformEvent): string {
  const details = event.details as { from?: unknown; to?: unknown; plan?: unknown };
  if (event.action === 'plan_changed') return `${String(details.from)} → ${String(details.to)}`;
  if (event.action === 'organization_created' && typeof details.plan === 'string')
    return `${details.plan} plan`;
  return event.target_email ?? '';
}

const columns = (withOrganization: boolean): ListColumns<PlatformEvent> => [
  dateTimeColumn<PlatformEvent>('When', 'created_at', { card: 'figure' }),
  { title: 'Who', key: 'actor_email', dataIndex: 'actor_email', card: 'subtitle' },
  {
    title: 'What',
    key: 'action',
    card: 'title',
    render: (_, event) => ACTION_LABELS[event.action],
  },
  ...(withOrganization
    ? [
        {
          title: 'Organization',
          key: 'organization',
          render: (_: unknown, event: PlatformEvent) =>
            event.organization_id && event.action !== 'organization_deleted' ? (
              <Link to={organizationPath(event.organization_id)}>{event.organization_name}</Link>
            ) : (
              event.organization_name
            ),
        },
      ]
    : []),
  { title: 'Details', key: 'details', render: (_, event) => detailOf(event) },
];

export interface AuditLogTableProps {
  /** Only this organization's entries (its page's history); every entry when absent. */
  organizationId?: string;
}

/** The audit log the database writes: who did what, to which organization, when; newest first. */
export function AuditLogTable({ organizationId }: AuditLogTableProps) {
  const [view, setView] = useState({ page: 1, pageSize: 20, sort: '' });
  const query = useListEventsQuery({
    page: view.page,
    page_size: view.pageSize,
    organization_id: organizationId,
  });
  return (
    <ServerTable<PlatformEvent>
      columns={columns(!organizationId)}
      view={view}
      onViewChange={(change) => setView((current) => ({ ...current, ...change }))}
      query={query}
      itemsLabel="entries"
      empty="Nothing recorded yet."
      errorAlert={<QueryLoadErrorAlert query={query} what="The audit log could not be loaded." />}
      size="small"
    />
  );
}
