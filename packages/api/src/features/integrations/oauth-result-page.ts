import type { FastifyReply } from 'fastify';
import { escapeHtml, scriptJson, sendPage } from './html-page.js';
import type { ConnectPurpose } from './oauth-state.js';

/** What the opener receives through postMessage when the popup finishes. */
export interface OAuthResultMessage {
  type: 'nylas-oauth';
  success: boolean;
  purpose: ConnectPurpose | null;
  error?: string;
}

/**
 * The callback's page: posts the result to `window.opener` for each target origin (one: the opener's, from the
 * state; when the state is unreadable, every allowed app origin, as the message holds nothing secret) and
 * closes; without an opener it stays open with a readable message.
 */
export function sendOAuthResultPage(
  reply: FastifyReply,
  status: number,
  { message, targetOrigins }: { message: OAuthResultMessage; targetOrigins: string[] },
): FastifyReply {
  const heading = message.success ? 'Mailbox connected' : 'The mailbox was not connected';
  const detail = message.success
    ? 'You can close this window and return to Aide.'
    : `${message.error ?? 'Something went wrong.'} You can close this window and try again from Aide.`;
  return sendPage(reply, status, {
    title: heading,
    body: `<h1>${escapeHtml(heading)}</h1>
<p${message.success ? '' : ' class="error"'} id="detail">${escapeHtml(detail)}</p>`,
    script: `(function () {
  var message = ${scriptJson(message)};
  var origins = ${scriptJson(targetOrigins)};
  if (!window.opener || window.opener.closed) return;
  for (var i = 0; i < origins.length; i++) {
    try { window.opener.postMessage(message, origins[i]); } catch (e) {}
  }
  window.close();
})();`,
  });
}
