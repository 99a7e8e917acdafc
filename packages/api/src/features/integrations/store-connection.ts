import type { Db } from '../../db/db.js';
import type { TokenCipher } from '../../secrets/token-cipher.js';
import type { NylasGrant } from './nylas-client.js';
import type { OAuthState } from './oauth-state.js';

export class ConnectionRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectionRefusedError';
  }
}

const TOKEN_TYPE = { google: 'Google', microsoft: 'Microsoft' } as const;

/**
 * Stores a finished connection: a mailbox row of the organization, or the caller's AI employee mailbox. The
 * callback has no bearer token (the browser arrives from the provider), so the sealed state is the proof of
 * who started it; membership and plan are re-checked here because they may have changed in the meantime.
 * Written by the API's own role: browser roles cannot write these secrets at all.
 */
export async function storeConnection(
  db: Db,
  cipher: TokenCipher,
  state: OAuthState,
  grant: NylasGrant,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ plan: string }>(
      `select o.aide_plan as plan
         from public.aide_members m
         join public.aide_organizations o on o.id = m.organization_id
        where m.user_id = $1 and m.organization_id = $2`,
      [state.userId, state.organizationId],
    );
    if (!rows[0]) throw new ConnectionRefusedError('You are no longer a member of this organization.');
    if (rows[0].plan !== 'outbound')
      throw new ConnectionRefusedError('Integrations are part of the outbound plan.');

    const sealedGrant = cipher.encrypt(grant.grantId);
    if (state.purpose === 'mailbox') {
      await tx.query(
        `insert into public.email_connections (organization_id, user_id, provider, email, grant_encrypted, status)
         values ($1, $2, $3, $4, $5, 'connected')
         on conflict (user_id, provider, email) do update
           set organization_id = excluded.organization_id, grant_encrypted = excluded.grant_encrypted,
               status = 'connected', connected_at = now(), updated_at = now()`,
        [state.organizationId, state.userId, state.provider, grant.email, sealedGrant],
      );
    } else {
      await tx.query(
        `insert into public.ai_employees (user_id, email, email_token_encrypted, email_token_type, organization_id)
         values ($1, $2, $3, $4, $5)
         on conflict (user_id) do update
           set email = excluded.email, email_token_encrypted = excluded.email_token_encrypted,
               email_token_type = excluded.email_token_type, organization_id = excluded.organization_id,
               updated_at = now()`,
        [state.userId, grant.email, sealedGrant, TOKEN_TYPE[state.provider], state.organizationId],
      );
    }
  });
}
