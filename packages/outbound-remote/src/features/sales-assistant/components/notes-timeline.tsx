import { Card, Empty, formatDateTime, Skeleton, Timeline, Typography } from '@aide/ui-kit';
import { LoadErrorAlert } from '@aide/shared-auth';
import { useGetCustomerNotesQuery } from '../api/notes-api';
import { NoteForm } from './note-form';
import { NoteProposals } from './note-proposals';

export interface NotesTimelineProps {
  customerId: string;
}

/** Notes about the customer, newest first, each with the changes the assistant proposed from it. */
export function NotesTimeline({ customerId }: NotesTimelineProps) {
  const { data, error, isLoading, refetch } = useGetCustomerNotesQuery(customerId);

  return (
    <Card title="Notes">
      <NoteForm customerId={customerId} />
      <div style={{ marginTop: 24 }}>
        {error ? (
          <LoadErrorAlert error={error} fallback="The notes could not be loaded." onRetry={refetch} />
        ) : isLoading || !data ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : data.items.length === 0 ? (
          <Empty description="No notes yet. Write what you learned about this customer; the assistant proposes the changes." />
        ) : (
          <Timeline
            items={data.items.map((note) => ({
              key: note.id,
              content: (
                <article aria-label={`Note by ${note.author_name ?? 'a former member'}`}>
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {note.author_name ?? 'A former member'} · {formatDateTime(note.created_at)}
                  </Typography.Text>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                    {note.body}
                  </Typography.Paragraph>
                  <NoteProposals customerId={customerId} proposals={note.proposals} />
                </article>
              ),
            }))}
          />
        )}
      </div>
    </Card>
  );
}
