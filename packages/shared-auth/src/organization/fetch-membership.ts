import type { SupabaseClient } from '@supabase/supabase-js';
import { MEMBER_SELECT, toMembership, type MemberRow, type Membership } from './membership-row';

export type { Membership };

/**
 * The signed-in user's member row and organization, read through row-level security. Returns null (and
 * logs, SPEC §5) when the user has no member row.
 */
export async function fetchMembership(supabase: SupabaseClient, userId: string): Promise<Membership | null> {
  const { data, error } = await supabase
    .from('aide_members')
    .select(MEMBER_SELECT)
    .eq('user_id', userId)
    .maybeSingle<MemberRow>();
  if (error) throw new Error(error.message);
  const membership = toMembership(data);
  if (!membership) console.error('User not found in aide_members');
  return membership;
}
