import type { SupabaseClient, User } from '@supabase/supabase-js';
import {
  clearStoredPlan,
  fetchMembership,
  homeForPlan,
  PLATFORM_PATH,
  storePlan,
  type Membership,
} from '@aide/shared-auth';

export type SignInOutcome =
  | { ok: true; home: string; membership: Membership | null }
  | { ok: false; title: string; description: string };

/** First and last name from sign-in metadata: sign-up sends both, OAuth a full name split at the first space. */
export function namesFromMetadata(
  metadata: Record<string, unknown>,
): { firstName: string; lastName: string } | null {
  const first = typeof metadata.first_name === 'string' ? metadata.first_name.trim() : '';
  const last = typeof metadata.last_name === 'string' ? metadata.last_name.trim() : '';
  if (first || last) return { firstName: first, lastName: last };
  const full = [metadata.full_name, metadata.name].find((value) => typeof value === 'string' && value.trim());
  if (typeof full !== 'string') return null;
  const trimmed = full.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** A first-time member gets the names the sign-in carried; names already on the row are kept. */
async function fillMissingNames(supabase: SupabaseClient, membership: Membership, user: User) {
  const names = namesFromMetadata(user.user_metadata ?? {});
  if (!names || (membership.firstName && membership.lastName)) return;
  await supabase
    .from('aide_members')
    .update({
      first_name: membership.firstName || names.firstName || null,
      last_name: membership.lastName || names.lastName || null,
    })
    .eq('id', membership.memberId);
}

/**
 * After any sign-in (password, OAuth, confirmation link): SPEC §4 membership check. A user without a member
 * row is signed out with Access Denied (unless a platform operator, whose home is the console), a failed check
 * signs out with Authorization Error; a member gets missing names filled and the plan stored.
 */
export async function completeMemberSignIn(
  supabase: SupabaseClient,
  user: User,
  /** The member row when its read was started already (alongside the check of the user). */
  pending?: Promise<Membership | null>,
  /** The session's token says the user is a platform operator: admitted without a member row (the console). */
  operator = false,
): Promise<SignInOutcome> {
  let membership: Membership | null;
  try {
    membership = await (pending ?? fetchMembership(supabase, user.id));
  } catch {
    await supabase.auth.signOut();
    return {
      ok: false,
      title: 'Authorization Error',
      description: 'Failed to verify email authorization. Please try again.',
    };
  }
  if (!membership && operator) {
    clearStoredPlan();
    return { ok: true, home: PLATFORM_PATH, membership: null };
  }
  if (!membership) {
    await supabase.auth.signOut();
    return {
      ok: false,
      title: 'Access Denied',
      description: `Email ${user.email ?? ''} is not authorized to access this system. Please contact an administrator.`,
    };
  }
  await fillMissingNames(supabase, membership, user).catch(() => undefined);
  storePlan(membership.organization.plan);
  return { ok: true, home: homeForPlan(membership.organization.plan), membership };
}
