import { describeError, useCurrentMembership } from '@aide/shared-auth';
import { Alert, Card, Flex, Skeleton, Typography } from '@aide/ui-kit';
import { useGetTeamQuery } from '../api/team-api';
import { isTeamAdmin } from '../lib/team-labels';
import { InviteMemberForm } from './invite-member-form';
import { MfaRequirementSwitch } from './mfa-requirement-switch';
import { TeamActivity } from './team-activity';
import { TeamMembersTable } from './team-members-table';

/** /team, on both plans: the members of the organization; owners and admins manage them. */
export function TeamPage() {
  const { data: membership } = useCurrentMembership();
  const { data: team, error, isLoading } = useGetTeamQuery();
  const admin = isTeamAdmin(team?.role);

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Team
        </Typography.Title>
        <Typography.Text type="secondary">
          {membership ? `The members of ${membership.organization.name}.` : null}
          {team && !admin ? ' Only owners and admins can change the team.' : null}
        </Typography.Text>
      </div>
      {error ? (
        <Alert type="error" showIcon title={describeError(error, 'The team could not be loaded.')} />
      ) : null}
      {isLoading ? <Skeleton active /> : null}
      {team ? (
        <>
          {admin ? (
            <Card
              title={
                <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                  Invite a colleague
                </Typography.Title>
              }
            >
              <Flex vertical gap={16}>
                <InviteMemberForm canInviteOwners={team.role === 'owner'} />
                <MfaRequirementSwitch required={team.mfa_required} />
              </Flex>
            </Card>
          ) : null}
          <TeamMembersTable members={team.members} myRole={team.role} />
          {admin ? <TeamActivity /> : null}
        </>
      ) : null}
    </Flex>
  );
}
