import type { SupabaseClient } from '@supabase/supabase-js';
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

interface MemberRow {
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

/**
 * The signed-in user's member row and organization, read through row-level security. Returns null (and
 * logs, SPEC §5) when the user has no member row.
 */
export async function fetchMembership(supabase: SupabaseClient, userId: string): Promise<Membership | null> {
  const { data, error } = await supabase
    .from('aide_members')
    .select(
      'id, email, first_name, last_name, organization_id, aide_organizations(id, name, aide_plan, mfa_required, status)',
    )
    .eq('user_id', userId)
    .maybeSingle<MemberRow>();
  if (error) throw new Error(error.message);
  if (!data || !data.aide_organizations) {
    console.error('User not found in aide_members');
    return null;
  }
  const org = data.aide_organizations;
  return {
    memberId: data.id,
    email: data.email,
    firstName: data.first_name,
    lastName: data.last_name,
    organization: {
      id: org.id,
      name: org.name,
      plan: toPlan(org.aide_plan),
      mfaRequired: org.mfa_required === true,
      status: org.status === 'suspended' ? 'suspended' : 'active',
    },
  };
}
