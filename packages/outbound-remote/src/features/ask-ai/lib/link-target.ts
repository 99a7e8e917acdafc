/** Where a link in an answer may lead: a path inside the app, an http(s) page, or nowhere (shown as text). */
export type LinkTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Answers come from a model and from the organization's own data, so a link is trusted only when it is a path
 * inside the app (`/…`, not the protocol-relative `//host`) or an http(s) URL; `javascript:`, `data:` and the
 * like never become links.
 */
export function linkTarget(href: string | undefined): LinkTarget {
  const value = href?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return { kind: 'internal', to: value };
  }
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'external', href: url.href };
  } catch {
    // Not an absolute URL.
  }
  return { kind: 'none' };
}
