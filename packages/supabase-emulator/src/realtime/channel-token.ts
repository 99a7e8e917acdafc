import type { Database } from '../db/queryable.js';
import { roleOfApiKey, type ApiRole } from '../keys.js';
import type { Caller } from '../rest/caller.js';
import type { SigningKey } from '../signing-key.js';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export type ChannelToken =
  | { ok: true; caller: Caller; token: string; expiresAt: number | null }
  /** `reason` is what a refused join answers, `message` what a refused token refresh pushes. */
  | { ok: false; reason: string; message: string };

const refused = (code: string, message: string): ChannelToken => ({
  ok: false,
  reason: `${code}: ${message}`,
  message,
});

function expiredSecondsAgo(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: number;
    };
    return Math.max(0, Math.floor(Date.now() / 1000) - Number(payload.exp ?? 0));
  } catch {
    return 0;
  }
}

/**
 * The caller a channel's token stands for, checked as Realtime checks it (`role` and `exp` required, errors in
 * its words). No token, or an API key (`sb_…`), is the socket's key role. A user token must also still have
 * its session, as on the emulator's rest.
 */
export async function channelToken(
  db: Database,
  key: SigningKey,
  socketRole: ApiRole,
  token: unknown,
): Promise<ChannelToken> {
  if (typeof token !== 'string' || token === '' || token.startsWith('sb_')) {
    const role = (typeof token === 'string' && roleOfApiKey(token)) || socketRole;
    return {
      ok: true,
      caller: { role, claims: { role } },
      token: typeof token === 'string' ? token : '',
      expiresAt: null,
    };
  }
  const check = await key.verify(token.replace(/\s/g, ''));
  if (!check.ok) {
    if (check.reason === 'expired')
      return refused('InvalidJWTToken', `Token has expired ${expiredSecondsAgo(token)} seconds ago`);
    if (check.reason === 'signature') return refused('JwtSignatureError', 'Failed to validate JWT signature');
    if (check.reason === 'malformed') return refused('MalformedJWT', 'The token provided is not a valid JWT');
    return refused('InvalidJWTToken', check.detail);
  }
  const { claims } = check;
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number')
    return refused('InvalidJWTToken', 'Fields `role` and `exp` are required in JWT');
  if (!ROLES.has(claims.role)) return refused('Unauthorized', `JWT role "${claims.role}" is not allowed`);
  const sessionId = claims.role === 'authenticated' ? claims.session_id : undefined;
  // Only a string can name a session (as in runAsCaller); any other claim value names none.
  if (sessionId !== undefined && !(typeof sessionId === 'string' && (await sessionLive(db, sessionId))))
    return refused('InvalidJWTToken', 'Session from session_id claim in JWT does not exist');
  return {
    ok: true,
    caller: { role: claims.role as Caller['role'], claims },
    token,
    expiresAt: claims.exp,
  };
}

async function sessionLive(db: Database, sessionId: string): Promise<boolean> {
  const { rows } = await db.query<{ live: boolean }>(
    `select exists (select 1 from auth.sessions s
                     where s.id::text = $1 and (s.not_after is null or s.not_after > now())) as live`,
    [sessionId],
  );
  return rows[0]?.live === true;
}
