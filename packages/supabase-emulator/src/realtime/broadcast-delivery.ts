import type { Queryable } from '../db/queryable.js';
import type { Connection } from './connection.js';

/** A row of realtime.messages to broadcast (realtime.send, realtime.broadcast_changes). */
export interface BroadcastMessage {
  id: string;
  topic: string;
  event: string;
  private: boolean;
  /** The payload's JSON text. */
  payload: string;
}

/** A committed realtime.messages row, as Realtime reads it from the write-ahead log. */
export async function readBroadcastMessage(db: Queryable, id: string): Promise<BroadcastMessage | undefined> {
  const { rows } = await db.query<BroadcastMessage>(
    `select id::text as id, topic, event, private, payload::text as payload
       from realtime.messages
      where id = $1::uuid and extension = 'broadcast' and event is not null and payload is not null
        and private is not null`,
    [id],
  );
  return rows[0];
}

/**
 * Sends a message to the channels joined on its topic: a private message to private channels whose token may
 * read broadcasts (decided by the policies when it joined or last refreshed its token, as Realtime does), a
 * public one to public channels. Each gets Realtime's `broadcast` with the message's id as metadata.
 */
export function deliverBroadcast(connections: Iterable<Connection>, message: BroadcastMessage): void {
  for (const connection of connections) {
    for (const channel of connection.channels.values()) {
      if (channel.subTopic !== message.topic || channel.private !== message.private) continue;
      if (channel.private && !channel.policies?.broadcastRead) continue;
      connection.sendBroadcast({
        topic: channel.topic,
        event: message.event,
        payload: message.payload,
        meta: { id: message.id },
      });
    }
  }
}
