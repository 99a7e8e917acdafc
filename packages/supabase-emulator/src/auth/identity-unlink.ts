import type { FastifyRequest } from 'fastify';
import { AuthError, unprocessable } from './auth-error.js';
import type { AuthContext } from './context.js';
import { requireUser } from './current-user.js';
import { adoptIdentityEmail, deleteIdentity, refreshProviders } from './identity-store.js';
import { identitiesOf } from './user-store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * DELETE /user/identities/{identity_id} (supabase-js `unlinkIdentity`) → `{}`, with GoTrue's refusals in its
 * order: the last identity stays (422 single_identity_not_deletable), and an identity that is not the
 * user's own is not found (422 identity_not_found, GoTrue's status for it).
 */
export async function unlinkIdentity(ctx: AuthContext, request: FastifyRequest, identityId: string) {
  const { user } = await requireUser(ctx, request);
  if (!ctx.settings.manualLinking) {
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  }
  if (!UUID.test(identityId)) throw new AuthError(404, 'validation_failed', 'identity_id must be an UUID');
  const identities = await identitiesOf(ctx.db, user.id);
  if (identities.length <= 1) {
    throw unprocessable(
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    );
  }
  const identity = identities.find((candidate) => candidate.id.toLowerCase() === identityId.toLowerCase());
  if (!identity) throw unprocessable('identity_not_found', "Identity doesn't exist");

  // A refusal inside the transaction rolls the deletion back.
  await ctx.db.transaction(async (tx) => {
    await deleteIdentity(tx, identity.id);
    // The account's email follows its identities (GoTrue's UpdateUserEmailFromIdentities).
    if (!(await adoptIdentityEmail(tx, user.id, ctx.autoconfirm))) {
      throw unprocessable(
        'email_conflict_identity_not_deletable',
        'Unable to unlink identity due to email conflict',
      );
    }
    await refreshProviders(tx, user.id);
  });
  return {};
}
