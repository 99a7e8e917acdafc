import type { WebSocket } from 'ws';
import type { ApiRole } from '../keys.js';
import type { ChannelPolicies } from './channel-authorization.js';
import type { ChannelToken } from './channel-token.js';
import {
  encodeMessage,
  encodeUserBroadcast,
  type PhxMessage,
  type UserBroadcast,
  type Vsn,
} from './phoenix.js';
import type { SubscriptionParams } from './subscription-params.js';

export interface Subscription {
  id: number;
  params: SubscriptionParams;
}

/** A joined `realtime:<subTopic>` channel; `expiry` ends it when its token expires. */
export interface Channel {
  connection: Connection;
  topic: string;
  subTopic: string;
  joinRef: string | null;
  token: Extract<ChannelToken, { ok: true }>;
  subscriptions: Subscription[];
  /**
   * A private channel (`config.private`): joined because the policies on realtime.messages let its token read
   * the topic (`policies`); it receives the topic's private broadcasts, a public channel the public ones.
   */
  private: boolean;
  policies: ChannelPolicies | null;
  expiry?: NodeJS.Timeout;
}

/** One websocket: its protocol version, the role of its apikey, and its joined channels by topic. */
export class Connection {
  readonly channels = new Map<string, Channel>();
  private inbox: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly apiRole: ApiRole,
  ) {}

  send(message: PhxMessage): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeMessage(message, this.vsn));
  }

  /** A broadcast on one of this socket's channels: a binary frame with vsn 2.0.0, as Realtime sends it. */
  sendBroadcast(broadcast: UserBroadcast): void {
    const frame = encodeUserBroadcast(broadcast, this.vsn);
    if (frame !== undefined && this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  reply(to: PhxMessage, status: 'ok' | 'error', response: unknown): void {
    this.send({
      joinRef: to.joinRef,
      ref: to.ref,
      topic: to.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  /** Messages are handled one after the other, in the order they came. */
  enqueue(work: () => Promise<void>): void {
    this.inbox = this.inbox.then(work).catch(() => undefined);
  }
}
