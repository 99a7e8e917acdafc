import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/queryable.js';
import type { AuthHooks } from '../project-config.js';
import { AuthError } from './auth-error.js';

interface HookOutput {
  error?: { http_code?: number; message?: string };
  claims?: Record<string, unknown>;
}

/** Calls a Postgres function hook the way GoTrue does: one jsonb event in, one jsonb answer out. */
async function runHook(
  db: Queryable,
  fn: string,
  event: Record<string, unknown>,
  refusalCode: string,
): Promise<HookOutput> {
  // `fn` comes from config.toml, validated there as `<schema>.<function>` identifiers.
  let output: HookOutput | null;
  try {
    const { rows } = await db.query<{ output: HookOutput | null }>(`select ${fn}($1::jsonb) as output`, [
      JSON.stringify(event),
    ]);
    output = rows[0]?.output ?? null;
  } catch {
    const uri = `pg-functions://postgres/${fn.replace('.', '/')}`;
    throw new AuthError(500, 'unexpected_failure', `Error running hook URI: ${uri}`);
  }
  if (output?.error) {
    // The hook's own status and message reach the client, as with GoTrue; the code names what was refused.
    throw new AuthError(output.error.http_code ?? 500, refusalCode, output.error.message ?? 'Hook failed');
  }
  return output ?? {};
}

/** before-user-created: may refuse an account before any auth.users row exists. */
export async function beforeUserCreated(
  db: Queryable,
  hooks: AuthHooks,
  user: { email?: string; phone?: string; provider: string; userMetadata: Record<string, unknown> },
): Promise<void> {
  if (!hooks.beforeUserCreated) return;
  await runHook(
    db,
    hooks.beforeUserCreated,
    {
      metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'before-user-created' },
      user: {
        aud: 'authenticated',
        role: 'authenticated',
        email: user.email ?? '',
        phone: user.phone ?? '',
        app_metadata:
          user.provider === 'anonymous' ? {} : { provider: user.provider, providers: [user.provider] },
        user_metadata: user.userMetadata,
        is_anonymous: user.provider === 'anonymous',
      },
    },
    'signup_disabled',
  );
}

/** custom-access-token: runs on every token issued; may replace the claims or refuse the token. */
export async function customAccessToken(
  db: Queryable,
  hooks: AuthHooks,
  event: { userId: string; claims: Record<string, unknown>; authenticationMethod: string },
): Promise<Record<string, unknown>> {
  if (!hooks.customAccessToken) return event.claims;
  const output = await runHook(
    db,
    hooks.customAccessToken,
    {
      user_id: event.userId,
      claims: event.claims,
      authentication_method: event.authenticationMethod,
    },
    'access_denied',
  );
  return output.claims ?? event.claims;
}
