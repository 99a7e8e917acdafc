import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';

/** The tables whose changes the database broadcasts to their organization (migration 20261128000300). */
export type LiveTable = 'aide_purchase_orders' | 'aide_imports' | 'aide_intake_emails';

/**
 * The private Realtime topic the database sends an organization's changes of `table` on: one `change`
 * broadcast per statement, with `{ table, operation, ids }`. Only the organization's members may join it (the
 * policy on realtime.messages).
 */
export const liveTopic = (organizationId: string, table: LiveTable) => `org:${organizationId}:${table}`;

/** The broadcast event of a change. */
export const LIVE_CHANGE_EVENT = 'change';

export interface FollowTableOptions {
  table: LiveTable;
  organizationId: string;
  /** Rows of the organization changed, or the channel rejoined after a gap in which changes were not sent. */
  onChange: () => void;
}

/** Waits before opening a channel again after the server closed it; a closed channel is not rejoined by realtime-js. */
const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** A topic's one channel, shared by everything following it on that client. */
interface Feed {
  followers: Set<() => void>;
  stop: () => void;
}

const feeds = new WeakMap<SupabaseClient, Map<string, Feed>>();
/** Channels still leaving, by topic: a new channel of the same topic waits for them (realtime-js keys channels by topic). */
const leaving = new WeakMap<SupabaseClient, Map<string, Promise<unknown>>>();

const mapOf = <V>(store: WeakMap<SupabaseClient, Map<string, V>>, supabase: SupabaseClient) => {
  let map = store.get(supabase);
  if (!map) store.set(supabase, (map = new Map<string, V>()));
  return map;
};

/**
 * Follows one table's changes of one organization through Supabase Realtime until the returned function is
 * called: the private broadcast channel `org:<organization>:<table>`, which the server lets the member join only
 * when the policies on realtime.messages say they belong to the organization (at the assurance level it
 * requires). Followers of the same topic on one client share one channel (realtime-js and Realtime allow one
 * per topic).
 *
 * - Joining: the member's token goes to the socket first (`realtime.setAuth()`): Realtime authorizes a private
 *   channel with the token it is joined with.
 * - Token refresh: supabase-js sends each refreshed token to joined channels; the server authorizes again.
 * - Reconnect: realtime-js rejoins after the socket comes back; `onChange` then runs, as changes made while
 *   disconnected were lost.
 * - A channel the server ends (token expired while the tab slept, Realtime restarted, access withdrawn) is
 *   opened again with a fresh token, at once when the session refreshes, otherwise after a growing delay.
 * - A refused join (not or no longer allowed) is retried by realtime-js with its backoff, with the latest token.
 */
export function followTable(
  supabase: SupabaseClient,
  { table, organizationId, onChange }: FollowTableOptions,
): () => void {
  const topic = liveTopic(organizationId, table);
  const byTopic = mapOf(feeds, supabase);
  let feed = byTopic.get(topic);
  if (!feed) {
    feed = openFeed(supabase, topic);
    byTopic.set(topic, feed);
  }
  const current = feed;
  // Its own function, so the same onChange can follow twice and leave once per follow.
  const follower = () => onChange();
  current.followers.add(follower);
  return () => {
    if (!current.followers.delete(follower) || current.followers.size > 0) return;
    if (byTopic.get(topic) === current) byTopic.delete(topic);
    current.stop();
  };
}

function openFeed(supabase: SupabaseClient, topic: string): Feed {
  const followers = new Set<() => void>();
  let channel: RealtimeChannel | null = null;
  let opening = false;
  let stopped = false;
  let joinedBefore = false;
  let reopenAttempts = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const notify = () => {
    for (const follower of [...followers]) follower();
  };

  async function open() {
    if (stopped || channel || opening) return;
    opening = true;
    try {
      await mapOf(leaving, supabase).get(topic);
      // Realtime authorizes a private channel with the token it is joined with: the session's, not the anon key.
      await supabase.realtime.setAuth();
    } finally {
      opening = false;
    }
    if (stopped || channel) return;
    const current = supabase
      .channel(topic, { config: { private: true } })
      .on('broadcast', { event: LIVE_CHANGE_EVENT }, notify);
    channel = current;
    current.subscribe((status) => {
      if (stopped || channel !== current) return;
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
        reopenAttempts = 0;
        if (joinedBefore) notify();
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
    await open();
  }

  const { data: authListener } = supabase.auth.onAuthStateChange((event) => {
    // Outside the auth lock (getSession inside this callback would wait for itself).
    if (event === 'TOKEN_REFRESHED' && !channel && !stopped) scheduleReopen(0);
  });

  void open();

  return {
    followers,
    stop() {
      stopped = true;
      clearTimeout(reopenTimer);
      authListener.subscription.unsubscribe();
      if (!channel) return;
      const byTopic = mapOf(leaving, supabase);
      const left = supabase.removeChannel(channel).catch(() => undefined);
      byTopic.set(topic, left);
      void left.then(() => {
        if (byTopic.get(topic) === left) byTopic.delete(topic);
      });
      channel = null;
    },
  };
}
