import { escapeHtml } from '../http/html.js';
import type { InboxMessage } from './inbox.js';

export interface MailCatcherView {
  messages: InboxMessage[];
  /** The form's values to show again (after an error, or the last recipient). */
  form: { from: string; to: string; subject: string; text: string };
  error: string | null;
  sentId: number | null;
}

function messageItem(m: InboxMessage): string {
  const state = m.taken_at
    ? `<span class="taken">Taken in</span> ${escapeHtml(m.note ?? '')}`
    : '<span class="waiting">Waiting for the product to take it in…</span>';
  return `<li><strong>${escapeHtml(m.subject || '(no subject)')}</strong> from ${escapeHtml(m.from)} to
  ${escapeHtml(m.to)} <small>${escapeHtml(m.received_at)}</small><br><span data-message-id="${m.id}">${state}</span></li>`;
}

/** The local mail catcher: send an email (with attachments) to the product, and see what became of it. */
export function mailCatcherPage(view: MailCatcherView): string {
  const { form } = view;
  const value = (text: string) => escapeHtml(text);
  const pending = view.messages.some((m) => !m.taken_at);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mail catcher</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${pending ? '<meta http-equiv="refresh" content="3">' : ''}
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}input[type=email],input[type=text],textarea{width:100%;box-sizing:border-box;padding:.4rem}
textarea{min-height:9rem}button{margin-top:.8rem;padding:.5rem 1.2rem}.error{color:#a8071a}.sent{color:#237804}
li{margin:.6rem 0}.taken{color:#237804;font-weight:600}.waiting{color:#ad6800}</style>
</head><body>
<main>
<h1>Local mail catcher</h1>
<p>Send an email to the product, as a customer would: a purchase order to an organization's intake address
(shown on the inbound Purchase Orders tab under Upload orders), with the order in the body or attached as PDF,
CSV or XLSX. Nothing leaves this machine. Emails the product sends are in the <a href="/outbox">outbox</a>.</p>
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
${view.sentId ? '<p class="sent" role="status">Sent. The product takes it in within a few seconds.</p>' : ''}
<form method="post" action="/mail" enctype="multipart/form-data">
<label for="from">From</label><input id="from" name="from" type="email" required value="${value(form.from)}">
<label for="to">To</label><input id="to" name="to" type="email" required value="${value(form.to)}">
<label for="subject">Subject</label><input id="subject" name="subject" type="text" value="${value(form.subject)}">
<label for="text">Message</label><textarea id="text" name="text">${value(form.text)}</textarea>
<label for="attachments">Attachments</label><input id="attachments" name="attachments" type="file" multiple>
<button type="submit">Send</button>
</form>
<h2>Sent to the product</h2>
${view.messages.length ? `<ul>${view.messages.map(messageItem).join('\n')}</ul>` : '<p>No emails yet.</p>'}
</main>
</body></html>`;
}
