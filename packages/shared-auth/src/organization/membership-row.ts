import { toPlan, type Plan } from '../auth/plan';

export interface Membership {
  memberId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  organization: {
    id: string;
    name: string;
    plan: Plan;
    /** Members must pass two-step verification (aal2) before the workspace. */
    mfaRequired: boolean;
    /** A suspended organization's members see a suspended page instead of the workspace. */
    status: 'active' | 'suspended';
  };
}

/** The member row as PostgREST returns it for MEMBER_SELECT. */
export interface MemberRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  organization_id: string;
  aide_organizations: {
    id: string;
    name: string;
    aide_plan: string;
    mfa_required?: boolean;
    status?: string;
  } | null;
}

/** The one select of the signed-in member's row: the app's membership check and the login's prefetch. */
export const MEMBER_SELECT =
  'id, email, first_name, last_name, organization_id, aide_organizations(id, name, aide_plan, mfa_required, status)';

/** A member row as the app uses it; null when the row or its organization cannot be read. */
export function toMembership(row: MemberRow | null | undefined): Membership | null {
  const org = row?.aide_organizations;
  if (!row || !org) return null;
  return {
    memberId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    organization: {
      id: org.id,
      name: org.name,
      plan: toPlan(org.aide_plan),
      mfaRequired: org.mfa_required === true,
      status: org.status === 'suspended' ? 'suspended' : 'active',
    },
  };
}
