import type { TeamEvent, TeamMember, TeamRole } from '../api/team-api';

export const ROLE_LABEL: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export const ROLE_OPTIONS = (['member', 'admin', 'owner'] as const).map((role) => ({
  value: role,
  label: ROLE_LABEL[role],
}));

export const isTeamAdmin = (role: TeamRole | undefined) => role === 'owner' || role === 'admin';

export function memberName(member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>): string {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ').trim();
  return name || member.email;
}

/** One line of the activity log, e.g. "sam@northwind.test changed jo@northwind.test from Member to Admin". */
export function describeTeamEvent(event: TeamEvent): string {
  const actor = event.actor_email ?? 'Someone';
  const target = event.target_email ?? '';
  const details = event.details as {
    role?: TeamRole;
    from?: TeamRole;
    to?: TeamRole;
    mfa_required?: boolean;
  };
  switch (event.action) {
    case 'member_invited':
      return `${actor} invited ${target} as ${ROLE_LABEL[details.role ?? 'member']}`;
    case 'invitation_resent':
      return `${actor} sent the invitation to ${target} again`;
    case 'invitation_revoked':
      return `${actor} revoked the invitation of ${target}`;
    case 'member_joined':
      return `${target} joined the team`;
    case 'role_changed':
      return `${actor} changed ${target} from ${ROLE_LABEL[details.from ?? 'member']} to ${ROLE_LABEL[details.to ?? 'member']}`;
    case 'member_removed':
      return `${actor} removed ${target} from the team`;
    case 'mfa_requirement_changed':
      return details.mfa_required
        ? `${actor} required two-step verification for every member`
        : `${actor} stopped requiring two-step verification`;
  }
}
