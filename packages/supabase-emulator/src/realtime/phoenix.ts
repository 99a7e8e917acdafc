/**
 * Phoenix channel messages as the realtime socket carries them: vsn 1.0.0 frames are JSON objects, vsn 2.0.0
 * (supabase-js's default) JSON arrays `[join_ref, ref, topic, event, payload]`.
 */
export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export type Vsn = '1.0.0' | '2.0.0';

export function decodeMessage(text: string, vsn: Vsn): PhxMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length !== 5) return undefined;
    const [joinRef, ref, topic, event, payload] = value as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const m = value as Record<string, unknown>;
  if (typeof m.topic !== 'string' || typeof m.event !== 'string') return undefined;
  return {
    joinRef: asRef(m.join_ref),
    ref: asRef(m.ref),
    topic: m.topic,
    event: m.event,
    payload: m.payload,
  };
}

const asRef = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export function encodeMessage(message: PhxMessage, vsn: Vsn): string {
  if (vsn === '2.0.0')
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  return JSON.stringify({
    topic: message.topic,
    event: message.event,
    payload: message.payload,
    ref: message.ref,
    join_ref: message.joinRef,
  });
}

/** A broadcast to a joined channel: `payload` is JSON text, `meta` Realtime's metadata (the message id). */
export interface UserBroadcast {
  topic: string;
  event: string;
  payload: string;
  meta: Record<string, unknown>;
}

/** Realtime's V2 serializer frame kind of a user broadcast (`@user_broadcast`). */
const USER_BROADCAST = 4;
const JSON_ENCODING = 1;

/**
 * A broadcast as Realtime's serializers send it: vsn 2.0.0 a binary frame (kind 4: topic, event and metadata
 * sizes, payload encoding, then the bytes), which realtime-js decodes into `{ type: 'broadcast', event,
 * payload, meta }`; vsn 1.0.0 that object as the payload of a JSON `broadcast` message. Undefined when a part is
 * over the binary frame's 255 bytes (Realtime refuses those too).
 */
export function encodeUserBroadcast(broadcast: UserBroadcast, vsn: Vsn): string | Buffer | undefined {
  const meta = JSON.stringify(broadcast.meta);
  if (vsn === '1.0.0')
    return (
      `{"topic":${JSON.stringify(broadcast.topic)},"event":"broadcast","payload":{"type":"broadcast",` +
      `"event":${JSON.stringify(broadcast.event)},"payload":${broadcast.payload},"meta":${meta}},` +
      `"ref":null,"join_ref":null}`
    );
  const topic = Buffer.from(broadcast.topic);
  const event = Buffer.from(broadcast.event);
  const metadata = Buffer.from(meta);
  if (topic.length > 255 || event.length > 255 || metadata.length > 255) return undefined;
  const header = Buffer.from([USER_BROADCAST, topic.length, event.length, metadata.length, JSON_ENCODING]);
  return Buffer.concat([header, topic, event, metadata, Buffer.from(broadcast.payload)]);
}
