import type { Queryable } from '../db/db.js';

/** Whether an access token's session still exists; see aide_private.session_is_active. */
export type SessionCheck = (sessionId: string) => Promise<boolean>;

/**
 * One primary-key lookup per request, shared by the concurrent requests of one session (a page load sends
 * several at once), and never cached past the answer: a sign-out is seen by the next request on every
 * replica.
 */
export function createSessionCheck(db: Queryable): SessionCheck {
  const inFlight = new Map<string, Promise<boolean>>();
  return (sessionId) => {
    let pending = inFlight.get(sessionId);
    if (!pending) {
      pending = db
        .query<{ active: boolean }>('select aide_private.session_is_active($1::uuid) as active', [sessionId])
        .then(({ rows }) => rows[0]?.active === true)
        .finally(() => inFlight.delete(sessionId));
      inFlight.set(sessionId, pending);
    }
    return pending;
  };
}
