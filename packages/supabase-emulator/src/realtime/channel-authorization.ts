import { randomUUID } from 'node:crypto';
import type { Database } from '../db/queryable.js';
import type { Caller } from '../rest/caller.js';

/** What the policies on realtime.messages let a private channel's token read (presence: null when not asked). */
export interface ChannelPolicies {
  broadcastRead: boolean;
  presenceRead: boolean | null;
}

export type Authorization = { ok: true; policies: ChannelPolicies } | { ok: false; reason: string };

/** Thrown to roll the probe transaction back once its answer is known. */
class ProbeDone extends Error {}

/** Realtime's words for a private channel its token may not read. */
export const cannotRead = (subTopic: string) =>
  `You do not have permissions to read from this Channel topic: ${subTopic}`;

/**
 * Realtime Authorization of a private channel, as Realtime does it: in one transaction, a probe message per
 * extension (`broadcast`, and `presence` when the join enables it) is inserted into realtime.messages with the
 * channel's topic, then, as the token's role with its claims and `realtime.topic` set to the topic, the probes
 * are selected back: those the select policies show are what the token may read. The transaction is rolled
 * back, so nothing stays and nothing is delivered. A policy that fails reads as nothing allowed.
 */
export async function authorizeChannel(
  db: Database,
  caller: Caller,
  subTopic: string,
  presence: boolean,
): Promise<Authorization> {
  const probes = { broadcast: randomUUID(), presence: presence ? randomUUID() : null };
  const ids = [probes.broadcast, ...(probes.presence ? [probes.presence] : [])];
  let readable = new Set<string>();
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into realtime.messages (id, topic, extension)
         select id, $2, extension from unnest($1::uuid[], $3::text[]) as probe(id, extension)`,
        [ids, subTopic, probes.presence ? ['broadcast', 'presence'] : ['broadcast']],
      );
      await tx.query(
        `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
                set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
                set_config('request.jwt.claim.role', $1, true), set_config('request.headers', '{}', true)`,
        [
          caller.role,
          subTopic,
          JSON.stringify(caller.claims),
          typeof caller.claims.sub === 'string' ? caller.claims.sub : '',
        ],
      );
      const { rows } = await tx.query<{ id: string }>(
        'select id::text as id from realtime.messages where id = any($1::uuid[])',
        [ids],
      );
      readable = new Set(rows.map((r) => r.id));
      throw new ProbeDone();
    });
  } catch (error) {
    if (!(error instanceof ProbeDone)) return { ok: false, reason: cannotRead(subTopic) };
  }
  const policies: ChannelPolicies = {
    broadcastRead: readable.has(probes.broadcast),
    presenceRead: probes.presence ? readable.has(probes.presence) : null,
  };
  if (!policies.broadcastRead && !policies.presenceRead) return { ok: false, reason: cannotRead(subTopic) };
  return { ok: true, policies };
}
