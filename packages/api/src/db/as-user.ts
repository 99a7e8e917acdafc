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
 * A bounded bulk statement of the caller's (an import of at most WORKSPACE_CONSTANTS.import.max_rows rows, one
 * at a time per organization) may run past the member's 8 s: on a busy machine or the embedded database a
 * 100,000-row upsert takes longer, and refusing it would lose the import. Only for the rest of this transaction.
 */
export const BULK_STATEMENT_TIMEOUT = '120s';

export async function allowBulkStatements(tx: Queryable): Promise<void> {
  await tx.query(`select set_config('statement_timeout', $1, true)`, [BULK_STATEMENT_TIMEOUT]);
}

/**
 * Back to the API's own role inside an asUser transaction: for the bookkeeping that follows a change the
 * caller's role made and row-level security allowed (queuing its background job), in the same transaction.
 */
export async function returnToApiRole(tx: Queryable): Promise<void> {
  await tx.query('reset role');
}
