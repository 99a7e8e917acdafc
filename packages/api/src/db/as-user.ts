import type { Db, Queryable } from './db.js';

/** Verified JWT claims of the caller; `sub` is the auth user id that `auth.uid()` returns. */
export interface UserClaims {
  sub: string;
  [claim: string]: unknown;
}

/** Supabase's statement timeout of the `authenticated` role, which SET ROLE alone does not apply. */
const AUTHENTICATED_STATEMENT_TIMEOUT = '8s';

/**
 * Runs `work` in one transaction as the caller, the way the rest layer (PostgREST) does: role `authenticated`
 * and the JWT claims as transaction-local settings, so row-level security decides what the caller sees, under
 * the role's statement timeout. User requests never run as the connecting (owner) role.
 */
export function asUser<T>(db: Db, claims: UserClaims, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('set local role authenticated');
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', 'authenticated', true),
              set_config('statement_timeout', $3, true)`,
      [JSON.stringify(claims), claims.sub, AUTHENTICATED_STATEMENT_TIMEOUT],
    );
    return work(tx);
  });
}

/**
 * Back to the API's own role inside an asUser transaction: for the bookkeeping that follows a change the
 * caller's role made and row-level security allowed (queuing its background job), in the same transaction.
 */
export async function returnToApiRole(tx: Queryable): Promise<void> {
  await tx.query('reset role');
}
