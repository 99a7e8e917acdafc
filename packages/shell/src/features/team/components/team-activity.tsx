import { describeError } from '@aide/shared-auth';
import { Alert, Card, Empty, formatDateTime, List, ListItemText, Typography } from '@aide/ui-kit';
import { useGetTeamEventsQuery } from '../api/team-api';
import { describeTeamEvent } from '../lib/team-labels';

/** The audit log (owners and admins): who did what to whom, when, newest first. */
export function TeamActivity() {
  const { data: events, error, isLoading } = useGetTeamEventsQuery();
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          Activity
        </Typography.Title>
      }
    >
      {error ? (
        <Alert type="error" showIcon title={describeError(error, 'The activity could not be loaded.')} />
      ) : (
        <List
          loading={isLoading}
          dataSource={events ?? []}
          locale={{ emptyText: <Empty description="No team changes yet" /> }}
          renderItem={(event) => (
            <List.Item key={event.id}>
              <ListItemText title={describeTeamEvent(event)} description={formatDateTime(event.created_at)} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
