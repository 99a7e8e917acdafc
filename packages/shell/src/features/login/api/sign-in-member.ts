import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchMembership, homeForPlan, storePlan } from '@aide/shared-auth';

export type SignInOutcome = { ok: true; home: string } | { ok: false; title: string; description: string };

const UNEXPECTED = 'An unexpected error occurred';

/**
 * Password sign-in followed by the membership check of SPEC §4: a user without a member row is signed out
 * again with Access Denied; a failed check signs out with Authorization Error. On success the plan is stored.
 */
export async function signInMember(
  supabase: SupabaseClient,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.user) {
    return { ok: false, title: 'Sign in failed', description: error?.message || UNEXPECTED };
  }
  let membership;
  try {
    membership = await fetchMembership(supabase, data.user.id);
  } catch {
    await supabase.auth.signOut();
    return {
      ok: false,
      title: 'Authorization Error',
      description: 'Failed to verify email authorization. Please try again.',
    };
  }
  if (!membership) {
    await supabase.auth.signOut();
    return {
      ok: false,
      title: 'Access Denied',
      description: `Email ${email} is not authorized to access this system. Please contact an administrator.`,
    };
  }
  storePlan(membership.organization.plan);
  return { ok: true, home: homeForPlan(membership.organization.plan) };
}
