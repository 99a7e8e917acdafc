import { Link } from 'react-router-dom';
import { formatDateTime, Typography, type ListColumn } from '@aide/ui-kit';
import { organizationPath } from '../../../lib/route-paths';

interface OfOrganization {
  organization_id: string | null;
  organization_name: string | null;
}

/** The organization a failure belongs to, linked to its page; jobs across organizations have none. */
export function organizationColumn<T extends OfOrganization>(): ListColumn<T> {
  return {
    title: 'Organization',
    key: 'organization',
    card: 'title',
    render: (_, row) =>
      row.organization_id ? (
        <Link to={organizationPath(row.organization_id)}>{row.organization_name ?? 'Unnamed'}</Link>
      ) : (
        <Typography.Text type="secondary">Across organizations</Typography.Text>
      ),
  };
}

/** What went wrong, as the job or the mail server said it. */
export function errorColumn<T extends { error: string | null }>(): ListColumn<T> {
  return {
    title: 'Error',
    key: 'error',
    card: 'details',
    render: (_, row) => row.error ?? <Typography.Text type="secondary">No error recorded</Typography.Text>,
  };
}

/** When it failed, in the operator's time zone. */
export function failedAtColumn<T extends { failed_at: string | null }>(): ListColumn<T> {
  return {
    title: 'Failed',
    key: 'failed_at',
    card: 'figure',
    render: (_, row) => formatDateTime(row.failed_at),
  };
}
