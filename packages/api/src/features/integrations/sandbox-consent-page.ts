import type { FastifyReply } from 'fastify';
import { escapeHtml, sendPage } from './html-page.js';
import type { ConnectPurpose, MailboxProvider } from './oauth-state.js';

export const SANDBOX_CODE = 'sandbox-consent';

const PROVIDER_LABEL: Record<MailboxProvider, string> = { google: 'Google', microsoft: 'Microsoft' };
const PURPOSE_LABEL: Record<ConnectPurpose, string> = {
  mailbox: 'your mailbox in Aide',
  ai_employee: 'the mailbox of your AI employee',
};

/**
 * The local stand-in for Nylas hosted auth: the member chooses the address to "connect" and allows or denies.
 * Allow posts a sandbox code to the callback, Deny posts the OAuth `access_denied` error, as Nylas would.
 */
export function sendSandboxConsentPage(
  reply: FastifyReply,
  {
    provider,
    purpose,
    state,
    email,
    callbackUrl,
  }: {
    provider: MailboxProvider;
    purpose: ConnectPurpose;
    state: string;
    email: string;
    callbackUrl: string;
  },
): FastifyReply {
  const label = PROVIDER_LABEL[provider];
  return sendPage(reply, 200, {
    title: `Sandbox ${label} mailbox`,
    body: `<h1>Sandbox mailbox — no real account is connected</h1>
<p class="note">Local sandbox standing in for ${escapeHtml(label)} sign-in through Nylas. Allowing connects
${escapeHtml(PURPOSE_LABEL[purpose])} with the address below; no password is asked for and no mail is read.</p>
<form method="post" action="${escapeHtml(callbackUrl)}">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <label>Email address
    <input type="email" name="email" value="${escapeHtml(email)}" required autocomplete="email">
  </label>
  <button type="submit" name="code" value="${SANDBOX_CODE}">Allow</button>
  <button type="submit" name="error" value="access_denied" formnovalidate>Deny</button>
</form>`,
  });
}
