import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { HttpError } from '../../http/error-handler.js';
import type { TokenCipher } from '../../secrets/token-cipher.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { closedObject } from '../../http/schema-fragments.js';
import { withWorkspace } from '../../workspace/with-workspace.js';

const body = closedObject(['provider', 'provider_token'], {
  provider: { type: 'string', enum: ['google', 'azure'] },
  provider_token: { type: 'string', minLength: 1, maxLength: 8192 },
});

const TOKEN_TYPE = { google: 'Google', azure: 'Microsoft' } as const;

/**
 * POST /api/ai-employee/provider-token — after a Google or Microsoft sign-in the shell hands over the
 * provider token; it is stored encrypted on the caller's AI employee row (SPEC §4) and never sent back.
 */
export function registerAiEmployeeToken(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
  cipher: TokenCipher | null,
): void {
  app.post(
    '/api/ai-employee/provider-token',
    { preValidation: authenticate, schema: { body } },
    async (request, reply) => {
      const caller = callerOf(request);
      // The caller's own member row, read as the caller: row-level security decides whose organization this
      // is, and an organization that requires MFA refuses a password-only token (403 mfa_required).
      const member = await withWorkspace(db, caller, null, (_tx, workspace) =>
        Promise.resolve({ email: workspace.email, organization_id: workspace.organizationId }),
      );
      if (!cipher)
        throw new HttpError(503, 'not_configured', 'Token storage is not configured (TOKEN_ENCRYPTION_KEY).');
      await db.query(
        `insert into public.ai_employees (user_id, email, email_token_encrypted, email_token_type, organization_id)
         values ($1, $2, $3, $4, $5)
         on conflict (user_id) do update set email = excluded.email, email_token_encrypted = excluded.email_token_encrypted,
           email_token_type = excluded.email_token_type, organization_id = excluded.organization_id, updated_at = now()`,
        [
          caller.sub,
          member.email,
          cipher.encrypt(request.body.provider_token),
          TOKEN_TYPE[request.body.provider],
          member.organization_id,
        ],
      );
      return reply.code(204).send();
    },
  );
}
