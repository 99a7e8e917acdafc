import type { UserClaims } from '../../db/as-user.js';
import type { Db, Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';

export const NOT_AN_OPERATOR_MESSAGE = 'Only Aide platform operators can use the platform console.';
export const OPERATOR_MFA_MESSAGE =
  'The platform console needs two-step verification: sign in with the code of your authenticator app.';

/**
 * Runs `work` in one transaction for a verified platform operator (403 `forbidden` for anyone else, an
 * organization's owner included; 403 `mfa_required` for a password-only session). The work runs as the API's
 * own role, with the operator's claims as the request's JWT claims, so the database's audit triggers record who
 * acted. Operators never act through row-level security: nothing of an organization is theirs to read by REST.
 */
export async function withOperator<T>(
  db: Db,
  claims: UserClaims,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await requireOperator(tx, claims);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return work(tx);
  });
}

/** The 403s of withOperator, for work that runs outside one transaction (Storage, then the database). */
export async function requireOperator(db: Queryable, claims: UserClaims): Promise<void> {
  const { rows } = await db.query<{ operator: boolean }>(
    'select aide_private.is_platform_operator($1) as operator',
    [claims.sub],
  );
  if (!rows[0]?.operator) throw new HttpError(403, 'forbidden', NOT_AN_OPERATOR_MESSAGE);
  if (claims.aal !== 'aal2') throw new HttpError(403, 'mfa_required', OPERATOR_MFA_MESSAGE);
}
