import type { Db, Queryable } from './db.js';

/** Verified JWT claims of the caller; `sub` is the auth user id that `auth.uid()` returns. */
export interface UserClaims {
  sub: string;
  [claim: string]: unknown;
}

/**
 * Runs `work` in one transaction as the caller, the way the rest layer (PostgREST) does: role `authenticated`
 * and the JWT claims as transaction-local settings, so row-level security decides what the caller sees.
 * User requests never run as the connecting (owner) role.
 */
export function asUser<T>(db: Db, claims: UserClaims, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('set local role authenticated');
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', 'authenticated', true)`,
      [JSON.stringify(claims), claims.sub],
    );
    return work(tx);
  });
}
