import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/queryable.js';
import { AuthError, badRequest, forbidden } from './auth-error.js';
import { text, type AuthContext } from './context.js';
import { sessionResponse } from './issue-session.js';
import { createSession, issueRefreshToken } from './session-store.js';
import { findUserById, recordSignIn } from './user-store.js';

/** GoTrue's authentication methods, as they appear in the amr claim. */
export type AuthMethod =
  | 'password'
  | 'email/signup'
  | 'recovery'
  | 'invite'
  | 'oauth'
  | 'totp'
  | 'magiclink'
  | 'email_change'
  | 'otp'
  | 'anonymous'
  | 'mfa/phone'
  | 'mfa/webauthn'
  | 'passkey';

/** Auth codes live five minutes after they are issued (GoTrue's flow state expiry). */
const FLOW_STATE_TTL_SECONDS = 300;

export interface PkceChallenge {
  codeChallenge: string;
  method: 's256' | 'plain';
}

/**
 * The PKCE parameters of a request, or null when the client did not send any (implicit flow). GoTrue insists
 * on both or neither.
 */
export function pkceChallenge(challenge: unknown, method: unknown): PkceChallenge | null {
  const codeChallenge = text(challenge);
  const rawMethod = text(method).toLowerCase();
  if (!codeChallenge && !rawMethod) return null;
  if (!codeChallenge || !rawMethod) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (rawMethod !== 's256' && rawMethod !== 'plain') {
    throw badRequest('validation_failed', `code challenge method not supported: ${rawMethod}`);
  }
  if (codeChallenge.length < 43 || codeChallenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { codeChallenge, method: rawMethod };
}

export interface NewFlowState {
  userId: string | null;
  challenge: PkceChallenge;
  providerType: string;
  method: AuthMethod;
  providerAccessToken?: string;
  providerRefreshToken?: string;
}

/** Stores a flow; returns its auth code (already issued when `issued`, as after an OAuth sign-in). */
export async function createFlowState(db: Queryable, flow: NewFlowState, issued: boolean): Promise<string> {
  const authCode = randomUUID();
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
        provider_access_token, provider_refresh_token, created_at, updated_at, authentication_method,
        auth_code_issued_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now(), now(), $9, case when $10::boolean then now() end)`,
    [
      randomUUID(),
      flow.userId,
      authCode,
      flow.challenge.method,
      flow.challenge.codeChallenge,
      flow.providerType,
      flow.providerAccessToken ?? null,
      flow.providerRefreshToken ?? null,
      flow.method,
      issued,
    ],
  );
  return authCode;
}

export interface LinkFlow {
  id: string;
  linking_target_id: string;
  provider_type: string;
  code_challenge: string | null;
  referrer: string | null;
  expired: boolean;
}

/**
 * A manual identity link (GoTrue's flow state with linking_target_id): its id is the OAuth `state` the
 * provider page carries; the auth code is only made once the provider answered (PKCE), if at all.
 */
export async function createLinkFlow(
  db: Queryable,
  flow: { userId: string; providerType: string; challenge: PkceChallenge | null; referrer: string },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.flow_state (id, code_challenge_method, code_challenge, provider_type, created_at, updated_at,
        authentication_method, referrer, linking_target_id)
     values ($1, $2, $3, $4, now(), now(), 'oauth', $5, $6)`,
    [
      id,
      flow.challenge?.method ?? null,
      flow.challenge?.codeChallenge ?? null,
      flow.providerType,
      flow.referrer,
      flow.userId,
    ],
  );
  return id;
}

/** An unfinished link flow by its state; `lock` when it is about to be finished. */
export async function findLinkFlow(
  db: Queryable,
  state: string,
  lock = false,
): Promise<LinkFlow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(state)) return undefined;
  const { rows } = await db.query<LinkFlow>(
    `select id, linking_target_id, provider_type, code_challenge, referrer,
            created_at + make_interval(secs => $2::int) < now() as expired
       from auth.flow_state
      where id = $1 and linking_target_id is not null and user_id is null ${lock ? 'for update' : ''}`,
    [state, FLOW_STATE_TTL_SECONDS],
  );
  return rows[0];
}

/** PKCE link flow done: the flow now names the user and carries an issued auth code. Returns the code. */
export async function issueLinkFlowCode(
  db: Queryable,
  flowId: string,
  userId: string,
  tokens: { provider_token: string; provider_refresh_token: string },
): Promise<string> {
  const authCode = randomUUID();
  await db.query(
    `update auth.flow_state
        set user_id = $2, auth_code = $3, auth_code_issued_at = now(), updated_at = now(),
            provider_access_token = $4, provider_refresh_token = $5
      where id = $1`,
    [flowId, userId, authCode, tokens.provider_token, tokens.provider_refresh_token],
  );
  return authCode;
}

export async function deleteFlowState(db: Queryable, flowId: string): Promise<void> {
  await db.query(`delete from auth.flow_state where id = $1`, [flowId]);
}

/**
 * The newest email flow of a user (signup or recovery): marks its code issued and returns it, as GoTrue
 * does when the emailed link is followed.
 */
export async function issueEmailFlowCode(
  db: Queryable,
  userId: string,
  method: AuthMethod,
): Promise<string | undefined> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code;
}

export async function recordAuthMethod(db: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3) on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method, randomUUID()],
  );
}

/** A new session for `userId`, authenticated by `method`, as the /token and verify bodies carry it. */
export async function startSession(
  db: Queryable,
  ctx: AuthContext,
  userId: string,
  method: AuthMethod,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const sessionId = await createSession(db, userId);
  await recordAuthMethod(db, sessionId, method);
  const refreshToken = await issueRefreshToken(db, userId, sessionId, null);
  await recordSignIn(db, userId);
  const body = await sessionResponse(db, ctx.tokens, userId, sessionId, refreshToken);
  return { ...body, ...extra };
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge_method: string;
  code_challenge: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  authentication_method: AuthMethod;
  expired: boolean;
}

/** POST /token?grant_type=pkce: { auth_code, code_verifier } → a session; each code works once. */
export async function pkceGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const authCode = text(body.auth_code);
  const verifier = text(body.code_verifier);
  if (!authCode || !verifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<FlowRow>(
      `select id, user_id, code_challenge_method, code_challenge, provider_access_token, provider_refresh_token,
              authentication_method,
              coalesce(auth_code_issued_at, created_at) + make_interval(secs => $2::int) < now() as expired
         from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null for update`,
      [authCode, FLOW_STATE_TTL_SECONDS],
    );
    const flow = rows[0];
    if (!flow)
      return {
        error: new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
      };
    if (flow.expired) {
      await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
      return { error: badRequest('flow_state_expired', 'invalid flow state, flow state has expired') };
    }
    const expected = flow.code_challenge_method === 'plain' ? verifier : s256(verifier);
    if (expected !== flow.code_challenge) {
      return {
        error: forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier'),
      };
    }
    await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
    const user = flow.user_id ? await findUserById(tx, flow.user_id) : undefined;
    if (!user) return { error: new AuthError(404, 'user_not_found', 'User not found') };
    const extra: Record<string, unknown> = {};
    if (flow.provider_access_token) extra.provider_token = flow.provider_access_token;
    if (flow.provider_refresh_token) extra.provider_refresh_token = flow.provider_refresh_token;
    return { session: await startSession(tx, ctx, user.id, flow.authentication_method, extra) };
  });
  if ('error' in outcome && outcome.error) throw outcome.error;
  return (outcome as { session: Record<string, unknown> }).session;
}

/** Opaque one-time email token; PKCE tokens carry GoTrue's `pkce_` prefix so verify knows the flow. */
export const newEmailToken = (pkce: boolean) => (pkce ? 'pkce_' : '') + randomBytes(28).toString('hex');
