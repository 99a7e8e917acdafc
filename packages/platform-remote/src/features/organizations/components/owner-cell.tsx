import { Tag, Typography } from '@aide/ui-kit';
import type { Organization } from '../api/organizations-api';

const INVITATION_LABELS = {
  queued: 'invitation queued',
  sent: 'invitation sent',
  failed: 'invitation failed',
};

/** The owner's email, with whether they have accepted their invitation yet. */
export function OwnerCell({ owner }: { owner: Organization['owner'] }) {
  if (!owner) return <Typography.Text type="secondary">No owner</Typography.Text>;
  return (
    <span>
      {owner.email}{' '}
      {owner.status === 'invited' && (
        <Tag color={owner.invitation_status === 'failed' ? 'error' : 'gold'}>
          Pending{owner.invitation_status ? ` · ${INVITATION_LABELS[owner.invitation_status]}` : ''}
        </Tag>
      )}
    </span>
  );
}
