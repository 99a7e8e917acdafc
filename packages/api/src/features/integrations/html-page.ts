import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON safe inside an inline <script>: no `</script>`, no HTML comments, no JS line separators. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const STYLE = `body{font-family:system-ui,sans-serif;max-width:520px;margin:3rem auto;padding:0 1rem;color:#1f1f1f}
.note{color:#666;font-size:.9rem}label{display:block;margin:1rem 0}input{width:100%;padding:.45rem;box-sizing:border-box}
button{padding:.5rem 1rem;margin-right:.5rem;cursor:pointer}.error{color:#a8071a}`;

/**
 * Sends a complete HTML page whose only allowed script and style carry a fresh nonce; nothing else may load,
 * forms may post only to this API, and no other site may frame it.
 */
export function sendPage(
  reply: FastifyReply,
  status: number,
  { title, body, script }: { title: string; body: string; script?: string },
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head><body>
${body}
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body></html>`;
  return reply
    .code(status)
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(html);
}
