import { describeError } from '@aide/shared-auth';
import {
  App,
  Button,
  CompactTable,
  Popconfirm,
  Select,
  Space,
  Tag,
  Tooltip,
  formatDate,
  formatDateTime,
  type ListColumns,
  Typography,
} from '@aide/ui-kit';
import {
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  type TeamMember,
  type TeamRole,
} from '../api/team-api';
import { memberName, ROLE_LABEL, ROLE_OPTIONS } from '../lib/team-labels';

interface TeamMembersTableProps {
  members: TeamMember[];
  /** The signed-in member's role: what they may change (the API enforces the same rules). */
  myRole: TeamRole;
}

function InvitationState({ member }: { member: TeamMember }) {
  if (member.invitation_status === 'failed') {
    return (
      <Tooltip title={member.invitation_error ?? 'The invitation email could not be sent.'}>
        <Tag color="error">Invitation failed</Tag>
      </Tooltip>
    );
  }
  return (
    <Tag color="processing">{member.invitation_status === 'sent' ? 'Invited' : 'Sending invitation'}</Tag>
  );
}

/** The member list: read-only for members; admins change roles, resend or revoke invitations and remove. */
export function TeamMembersTable({ members, myRole }: TeamMembersTableProps) {
  const { message } = App.useApp();
  const [changeRole] = useChangeRoleMutation();
  const [removeMember] = useRemoveMemberMutation();
  const [resend] = useResendInvitationMutation();
  const admin = myRole === 'owner' || myRole === 'admin';
  // Owners are managed by owners only; nobody changes or removes themselves.
  const manageable = (member: TeamMember) =>
    admin && !member.is_you && (member.role !== 'owner' || myRole === 'owner');

  const run = async (work: Promise<unknown>, success: string, failure: string) => {
    try {
      await work;
      message.success(success);
    } catch (error) {
      message.error(describeError(error, failure));
    }
  };

  // The columns that matter first; the email under the name, so the table fits its page from 1,024 px up
  // without a sideways scroll (nothing clipped). On a phone's card: name and email, role, joining and MFA, and
  // the row's action; the last sign-in on tap.
  const columns: ListColumns<TeamMember> = [
    {
      title: 'Name',
      key: 'name',
      card: 'title',
      render: (_, member) => (
        <>
          <span>
            {memberName(member)}
            {member.is_you ? <Tag style={{ marginInlineStart: 8 }}>You</Tag> : null}
          </span>
          <Typography.Text
            type="secondary"
            style={{ display: 'block', fontSize: 13, fontWeight: 400, overflowWrap: 'anywhere' }}
          >
            {member.email}
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      card: 'figure',
      render: (_, member) =>
        manageable(member) ? (
          <Select
            aria-label={`Role of ${memberName(member)}`}
            value={member.role}
            style={{ width: 120 }}
            options={ROLE_OPTIONS.filter((option) => myRole === 'owner' || option.value !== 'owner')}
            onChange={(role: TeamRole) =>
              run(
                changeRole({ memberId: member.id, role }).unwrap(),
                `${memberName(member)} is now ${ROLE_LABEL[role]}.`,
                'The role could not be changed.',
              )
            }
          />
        ) : (
          ROLE_LABEL[member.role]
        ),
    },
    {
      title: 'Joined',
      key: 'joined',
      card: 'figure',
      render: (_, member) =>
        member.status === 'invited' ? (
          <InvitationState member={member} />
        ) : member.joined_at ? (
          formatDate(member.joined_at)
        ) : (
          '—'
        ),
    },
    {
      title: 'Last sign-in',
      key: 'last_sign_in_at',
      render: (_, member) => (member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : 'Never'),
    },
    {
      title: 'MFA',
      key: 'mfa',
      card: 'figure',
      render: (_, member) => (member.mfa_enabled ? <Tag color="success">On</Tag> : <Tag>Off</Tag>),
    },
  ];
  if (admin) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      card: 'action',
      render: (_, member) => {
        if (!manageable(member)) return null;
        const name = memberName(member);
        if (member.status === 'invited') {
          return (
            <Space wrap>
              <Button
                size="small"
                onClick={() =>
                  run(
                    resend(member.id).unwrap(),
                    `Invitation sent to ${member.email} again.`,
                    'The invitation could not be sent.',
                  )
                }
              >
                Resend
              </Button>
              <Popconfirm
                title={`Revoke the invitation of ${member.email}?`}
                okText="Revoke"
                cancelText="Cancel"
                onConfirm={() =>
                  run(
                    removeMember(member.id).unwrap(),
                    `The invitation of ${member.email} is revoked.`,
                    'The invitation could not be revoked.',
                  )
                }
              >
                <Button size="small" danger>
                  Revoke
                </Button>
              </Popconfirm>
            </Space>
          );
        }
        return (
          <Popconfirm
            title={`Remove ${name} from the team?`}
            description="They are signed out at once and can no longer sign in."
            okText="Remove"
            cancelText="Cancel"
            onConfirm={() =>
              run(
                removeMember(member.id).unwrap(),
                `${name} was removed from the team.`,
                'The member could not be removed.',
              )
            }
          >
            <Button size="small" danger aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </Popconfirm>
        );
      },
    });
  }

  return (
    <CompactTable<TeamMember> rowKey="id" columns={columns} dataSource={members} aria-label="Team members" />
  );
}
