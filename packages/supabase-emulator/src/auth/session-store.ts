import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/queryable.js';

export interface RefreshTokenRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  parent: string | null;
  updated_at: Date;
}

/** Opaque, URL-safe, like GoTrue's refresh tokens. */
const newToken = () => randomBytes(16).toString('base64url');

export async function createSession(db: Queryable, userId: string): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [id, userId],
  );
  return id;
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  return (await findSession(db, sessionId)) !== undefined;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string | null;
  factor_id: string | null;
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `select id, user_id, aal, factor_id from auth.sessions where id = $1`,
    [sessionId],
  );
  return rows[0];
}

/** A verified factor raises the session to aal2 and is remembered as the factor that did. */
export async function raiseSessionToAal2(db: Queryable, sessionId: string, factorId: string): Promise<void> {
  await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factorId,
  ]);
}

/** GoTrue's InvalidateSessionsWithAALLessThan(aal2): after an MFA verification, aal1 sessions end. */
export async function endAal1Sessions(db: Queryable, userId: string): Promise<void> {
  await db.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId]);
}

export async function sessionCreatedAt(db: Queryable, sessionId: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ created_at: Date }>(
    `select created_at from auth.sessions where id = $1`,
    [sessionId],
  );
  return rows[0]?.created_at;
}

export async function issueRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Locks the token row so concurrent refreshes of the same token are decided one after the other. */
export async function findRefreshToken(db: Queryable, token: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select token, user_id, session_id, revoked, parent, updated_at
       from auth.refresh_tokens where token = $1 and session_id is not null for update`,
    [token],
  );
  return rows[0];
}

/** The newest unrevoked token of a session: the one a client should be holding. */
export async function activeRefreshToken(
  db: Queryable,
  sessionId: string,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select token, user_id, session_id, revoked, parent, updated_at from auth.refresh_tokens
      where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0];
}

export async function revokeRefreshToken(db: Queryable, token: string): Promise<void> {
  await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
    token,
  ]);
}

/** GoTrue's answer to reuse of an old token: every token of that session stops working. */
export async function revokeSessionTokens(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
    [sessionId],
  );
}

export async function touchSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
    sessionId,
  ]);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deleting sessions deletes their refresh tokens (on delete cascade), as GoTrue's logout does. */
export async function endSessions(db: Queryable, userId: string, sessionId: string, scope: LogoutScope) {
  if (scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (scope === 'others') {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  }
}
