import type { Database } from '../db/queryable.js';
import type { SigningKey } from '../signing-key.js';
import { authorizeChannel } from './channel-authorization.js';
import { channelToken } from './channel-token.js';
import type { Channel } from './connection.js';
import type { PhxMessage } from './phoenix.js';
import type { PublishedTables } from './published-tables.js';

const MAX_TIMER_MS = 2 ** 31 - 1;

/** What the channel handlers use of the RealtimeServer that owns the channels. */
export interface ChannelHost {
  db: Database;
  key: SigningKey;
  tables: PublishedTables;
  /** Why changes cannot be delivered (a database without LISTEN), or null; set once the server has started. */
  unavailable(): string | null;
  /** Tells the capture triggers which tables have subscribers, after subscriptions came or went. */
  syncListened(): Promise<void>;
}

export function pushSubscribed(channel: Channel, problem: string | null): void {
  push(channel, 'system', {
    extension: 'postgres_changes',
    status: problem ? 'error' : 'ok',
    message: problem ?? 'Subscribed to PostgreSQL',
    channel: channel.subTopic,
  });
}

function push(channel: Channel, event: string, payload: unknown): void {
  channel.connection.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload });
}

/** A channel ends: its subscriptions stop and the client is told (phx_close, as a stopped Phoenix channel). */
export function closeChannel(host: ChannelHost, channel: Channel, systemError?: string): void {
  if (systemError)
    push(channel, 'system', {
      extension: 'system',
      status: 'error',
      message: systemError,
      channel: channel.subTopic,
    });
  clearTimeout(channel.expiry);
  const { connection } = channel;
  if (connection.channels.get(channel.topic) === channel) connection.channels.delete(channel.topic);
  if (channel.subscriptions.length > 0) void host.syncListened();
  connection.send({
    joinRef: channel.joinRef,
    ref: channel.joinRef,
    topic: channel.topic,
    event: 'phx_close',
    payload: {},
  });
}

/** Realtime re-checks its token when it expires and shuts the channel down then. */
export function scheduleExpiry(host: ChannelHost, channel: Channel): void {
  clearTimeout(channel.expiry);
  const { expiresAt } = channel.token;
  if (expiresAt === null) return;
  const delay = Math.min(MAX_TIMER_MS, Math.max(0, expiresAt * 1000 - Date.now()));
  channel.expiry = setTimeout(() => {
    if (channel.connection.channels.get(channel.topic) !== channel) return;
    const ago = Math.max(0, Math.floor(Date.now() / 1000) - expiresAt);
    closeChannel(host, channel, `Token has expired ${ago} seconds ago`);
  }, delay);
  channel.expiry.unref();
}

/**
 * `access_token`: a new token for the channel; a bad one ends the channel with Realtime's message. A private
 * channel is authorized again as the new token, and ends when it may no longer read the topic.
 */
export async function refreshToken(host: ChannelHost, channel: Channel, message: PhxMessage): Promise<void> {
  const value = (message.payload as { access_token?: unknown } | null)?.access_token;
  if (typeof value !== 'string' || value.startsWith('sb_') || value === channel.token.token) return;
  const token = await channelToken(host.db, host.key, channel.connection.apiRole, value);
  if (!token.ok) return closeChannel(host, channel, token.message);
  if (channel.private) {
    const presence = channel.policies !== null && channel.policies.presenceRead !== null;
    const authorization = await authorizeChannel(host.db, token.caller, channel.subTopic, presence);
    if (!authorization.ok) return closeChannel(host, channel, authorization.reason);
    const before = channel.policies;
    const after = authorization.policies;
    if ((before?.broadcastRead && !after.broadcastRead) || (before?.presenceRead && !after.presenceRead))
      return closeChannel(
        host,
        channel,
        `You no longer have permission to read from this Channel topic: ${channel.subTopic}`,
      );
    channel.policies = after;
  }
  channel.token = token;
  scheduleExpiry(host, channel);
  if (channel.subscriptions.length > 0) pushSubscribed(channel, null);
}
