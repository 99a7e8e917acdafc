import type { FastifyRequest } from 'fastify';
import { AuthError, unprocessable } from './auth-error.js';
import type { AuthContext } from './context.js';
import { requireUser } from './current-user.js';
import {
  createLinkFlow,
  deleteFlowState,
  findLinkFlow,
  issueLinkFlowCode,
  pkceChallenge,
} from './flow-state.js';
import { findIdentity, insertIdentity, refreshProviders } from './identity-store.js';
import { errorRedirect, redirectTarget } from './redirect.js';
import {
  formBody,
  providerOf,
  providerRedirect,
  sandboxEmail,
  sandboxIdentity,
  sandboxPageHtml,
} from './sandbox-provider.js';
import { findUserById } from './user-store.js';

/**
 * Manual identity linking (supabase-js `linkIdentity`), GoTrue's way: GET /user/identities/authorize starts
 * a flow for the signed-in user and answers with the provider's URL (here the sandbox page, which carries
 * the flow id as `state`); the provider's answer (the sandbox form) adds the identity to that user instead of
 * signing anyone in, then redirects like a sign-in: `?code=` for PKCE, the session in the fragment otherwise.
 */

const query = (request: FastifyRequest) => new URL(request.url, 'http://local').searchParams;

/** GET /user/identities/authorize → `{ url }` with skip_http_redirect=true (supabase-js), else a redirect. */
export async function startIdentityLink(
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<{ url: string; skipRedirect: boolean }> {
  const { user } = await requireUser(ctx, request);
  if (!ctx.settings.manualLinking) {
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  }
  const params = query(request);
  const provider = params.get('provider') ?? '';
  providerOf(provider);
  const challenge = pkceChallenge(params.get('code_challenge'), params.get('code_challenge_method'));
  const state = await createLinkFlow(ctx.db, {
    userId: user.id,
    providerType: provider,
    challenge,
    referrer: redirectTarget(ctx, params.get('redirect_to')),
  });
  const page = new URL(`${ctx.tokens.issuer}/authorize`);
  page.searchParams.set('provider', provider);
  page.searchParams.set('state', state);
  const scopes = params.get('scopes');
  if (scopes) page.searchParams.set('scopes', scopes);
  return { url: page.toString(), skipRedirect: params.get('skip_http_redirect') === 'true' };
}

const noFlow = () =>
  new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

/** GET /authorize?state=…: the sandbox page of a link flow, offering the signed-in user's own email first. */
export async function identityLinkPage(ctx: AuthContext, request: FastifyRequest): Promise<string> {
  const params = query(request);
  const flow = await findLinkFlow(ctx.db, params.get('state') ?? '');
  if (!flow) throw noFlow();
  const user = await findUserById(ctx.db, flow.linking_target_id);
  const scopes = params.get('scopes') ?? '';
  return sandboxPageHtml({
    providerName: flow.provider_type,
    hidden: { provider: flow.provider_type, state: flow.id, scopes },
    action: `${ctx.tokens.issuer}/authorize`,
    heading: 'Your account',
    emails: user?.email ? [user.email] : [],
    emptyNote: 'Type the email of the account to link.',
    scopes,
    intro: `Links a ${flow.provider_type === 'azure' ? 'Microsoft' : 'Google'} account to ${user?.email ?? 'your account'}.`,
  });
}

/** POST /authorize with `state`: links the chosen account to the flow's user; errors go back as redirects. */
export async function completeIdentityLink(ctx: AuthContext, request: FastifyRequest): Promise<string> {
  const form = formBody(request.body);
  const flow = await findLinkFlow(ctx.db, form.state ?? '');
  if (!flow) throw noFlow();
  const redirectTo = redirectTarget(ctx, flow.referrer);
  const pkce = flow.code_challenge !== null;
  try {
    if (flow.expired)
      throw new AuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
    const email = sandboxEmail(form.email);
    return await linkAndRedirect(ctx, flow.id, email, redirectTo);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return errorRedirect(redirectTo, error.status, error.code, error.message, pkce);
  }
}

async function linkAndRedirect(ctx: AuthContext, flowId: string, email: string, redirectTo: string) {
  return ctx.db.transaction(async (tx) => {
    // Locked and re-read: a second submission of the same page finds the flow finished.
    const flow = await findLinkFlow(tx, flowId, true);
    if (!flow) throw noFlow();
    const userId = flow.linking_target_id;
    const identity = await sandboxIdentity(tx, flow.provider_type, email);
    const existing = await findIdentity(tx, flow.provider_type, identity.providerId);
    if (existing) {
      const whose = existing.user_id === userId ? '' : ' to another user';
      throw unprocessable('identity_already_exists', `Identity is already linked${whose}`);
    }
    await insertIdentity(tx, userId, { provider: flow.provider_type, ...identity });
    await refreshProviders(tx, userId);
    const pkce = flow.code_challenge !== null;
    // A PKCE flow ends when its code is exchanged, an implicit one here.
    if (!pkce) await deleteFlowState(tx, flow.id);
    return providerRedirect(tx, ctx, {
      providerName: flow.provider_type,
      userId,
      redirectTo,
      issueCode: pkce ? (tokens) => issueLinkFlowCode(tx, flow.id, userId, tokens) : null,
    });
  });
}
