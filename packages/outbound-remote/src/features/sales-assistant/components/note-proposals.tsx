import { App, Button, Flex, List, Tag, Typography } from '@aide/ui-kit';
import { describeError } from '@aide/shared-auth';
import { useConfirmNotesChangesMutation, type NoteProposal, type ProposalDecision } from '../api/notes-api';

export interface NoteProposalsProps {
  customerId: string;
  proposals: NoteProposal[];
}

// The two answers to a pending proposal; confirming is the primary one.
const DECISION_BUTTONS = [
  { decision: 'confirm', label: 'Confirm', type: 'primary' },
  { decision: 'reject', label: 'Reject', type: 'default' },
] as const;

/** `Job title: Buyer → Head of Purchasing`; a new value alone when the field was empty. */
function describeProposal(proposal: NoteProposal): string {
  const change = proposal.current_value
    ? `${proposal.current_value} → ${proposal.proposed_value}`
    : proposal.proposed_value;
  return `${proposal.label}: ${change}`;
}

/** The changes the assistant proposed from one note, each confirmed or rejected by the user. */
export function NoteProposals({ customerId, proposals }: NoteProposalsProps) {
  const { message } = App.useApp();
  const [decide, { isLoading }] = useConfirmNotesChangesMutation();
  const pending = proposals.filter((proposal) => proposal.status === 'pending');

  async function submit(decisions: ProposalDecision[]) {
    try {
      await decide({ customerId, decisions }).unwrap();
    } catch (error) {
      // A 409 means someone decided first; the notes and details refresh on their own (tags invalidated).
      message.error(describeError(error, 'The change could not be saved. Try again.'));
    }
  }

  if (proposals.length === 0) return null;
  return (
    <Flex vertical gap={4} style={{ marginTop: 8 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">Proposed changes</Typography.Text>
        {pending.length > 1 && (
          <Button
            size="small"
            disabled={isLoading}
            onClick={() => submit(pending.map((p) => ({ proposal_id: p.id, decision: 'confirm' })))}
          >
            Confirm all
          </Button>
        )}
      </Flex>
      <List
        size="small"
        bordered
        dataSource={proposals}
        rowKey="id"
        renderItem={(proposal) => (
          <List.Item
            aria-label={describeProposal(proposal)}
            actions={
              proposal.status === 'pending'
                ? DECISION_BUTTONS.map(({ decision, label, type }) => (
                    <Button
                      key={decision}
                      size="small"
                      type={type}
                      disabled={isLoading}
                      onClick={() => submit([{ proposal_id: proposal.id, decision }])}
                    >
                      {label}
                    </Button>
                  ))
                : [<ProposalStatusTag key="status" proposal={proposal} />]
            }
          >
            <Typography.Text>{describeProposal(proposal)}</Typography.Text>
          </List.Item>
        )}
      />
    </Flex>
  );
}

function ProposalStatusTag({ proposal }: { proposal: NoteProposal }) {
  if (proposal.status === 'confirmed') {
    const by = proposal.decided_by_name ? ` by ${proposal.decided_by_name}` : '';
    return <Tag color="green">Confirmed{by}</Tag>;
  }
  return <Tag>Rejected</Tag>;
}
