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
