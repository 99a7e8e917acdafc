import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db.js';

/**
 * Marks `token` of `kind` used (aide_private.consumed_tokens); false when it already was. Runs in the
 * caller's transaction where there is one, so a token is burnt only if what it authorised is kept.
 */
export async function consumeOnce(db: Queryable, kind: string, token: string): Promise<boolean> {
  const hash = createHash('sha256').update(`${kind}:${token}`).digest('hex');
  const { rows } = await db.query(
    `insert into aide_private.consumed_tokens (token_hash, kind) values ($1, $2)
     on conflict (token_hash) do nothing returning 1`,
    [hash, kind],
  );
  return rows.length === 1;
}
