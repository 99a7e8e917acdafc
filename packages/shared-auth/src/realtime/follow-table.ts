import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';

/** The tables of the `supabase_realtime` publication (migrations 20261125000900 and 20261125001100). */
export type LiveTable =
  | 'aide_purchase_orders'
  | 'aide_purchase_order_events'
  | 'aide_client_customers'
  | 'aide_imports'
  | 'aide_intake_emails';

export interface FollowTableOptions {
  table: LiveTable;
  organizationId: string;
  /** A row of the organization changed, or the channel rejoined after a gap in which changes were not sent. */
  onChange: () => void;
}

/** Waits before opening a channel again after the server closed it; a closed channel is not rejoined by realtime-js. */
const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

let channelCount = 0;

/**
 * Follows inserts and updates of one table's rows of one organization through Supabase Realtime until the
 * returned function is called. Row-level security on the server decides what this member receives; the filter
 * only narrows it to the organization on screen. Deletes are not followed: with a filter, Realtime cannot match
 * a deleted row (its old record carries only the primary key), and the app deletes none of these rows.
 *
 * - Token refresh: supabase-js sends each refreshed token to joined channels (`realtime.setAuth`).
 * - Reconnect: realtime-js rejoins after the socket comes back; `onChange` then runs, as changes made while
 *   disconnected were lost.
 * - A channel the server ends (token expired while the tab slept, Realtime restarted) is opened again with a
 *   fresh token, at once when the session refreshes, otherwise after a growing delay.
 */
export function followTable(
  supabase: SupabaseClient,
  { table, organizationId, onChange }: FollowTableOptions,
): () => void {
  let channel: RealtimeChannel | null = null;
  let stopped = false;
  let joinedBefore = false;
  let reopenAttempts = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  function open() {
    if (stopped) return;
    channelCount += 1;
    // A topic of its own: supabase.channel() hands back an existing channel of the same name.
    const current = supabase
      .channel(`live:${table}:${organizationId}:${channelCount}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table, filter: `organization_id=eq.${organizationId}` },
        () => onChange(),
      );
    channel = current;
    current.subscribe((status) => {
      if (stopped || channel !== current) return;
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
        reopenAttempts = 0;
        if (joinedBefore) onChange();
        joinedBefore = true;
      } else if (status === REALTIME_SUBSCRIBE_STATES.CLOSED) {
        channel = null;
        scheduleReopen(REOPEN_DELAYS_MS[Math.min(reopenAttempts, REOPEN_DELAYS_MS.length - 1)] ?? 0);
        reopenAttempts += 1;
      }
    });
  }

  function scheduleReopen(delayMs: number) {
    clearTimeout(reopenTimer);
    reopenTimer = setTimeout(() => {
      void reopen();
    }, delayMs);
  }

  async function reopen() {
    // getSession() refreshes an expired token first; without a session there is nothing to follow.
    const { data } = await supabase.auth.getSession();
    if (stopped || channel || !data.session) return;
    await supabase.realtime.setAuth();
    if (stopped || channel) return;
    open();
  }

  const { data: authListener } = supabase.auth.onAuthStateChange((event) => {
    // Outside the auth lock (getSession inside this callback would wait for itself).
    if (event === 'TOKEN_REFRESHED' && !channel && !stopped) scheduleReopen(0);
  });

  open();

  return () => {
    stopped = true;
    clearTimeout(reopenTimer);
    authListener.subscription.unsubscribe();
    if (channel) void supabase.removeChannel(channel);
    channel = null;
  };
}
