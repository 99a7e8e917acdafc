export const SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const NETWORKS: Record<SocialNetwork, { label: string; domains: string[]; example: string }> = {
  linkedin: {
    label: 'LinkedIn',
    domains: ['linkedin.com'],
    example: 'https://www.linkedin.com/in/your-name',
  },
  x: { label: 'X', domains: ['x.com', 'twitter.com'], example: 'https://x.com/your-handle' },
  facebook: { label: 'Facebook', domains: ['facebook.com'], example: 'https://www.facebook.com/your-page' },
  instagram: {
    label: 'Instagram',
    domains: ['instagram.com'],
    example: 'https://www.instagram.com/your-handle',
  },
};

export type ProfileUrlResult =
  { ok: true; handle: string; profileUrl: string } | { ok: false; message: string };

/**
 * Checks that `raw` is a profile on `network` (its host or a subdomain, e.g. www.linkedin.com) and derives the
 * handle from the last path segment. The stored URL is normalised: https, no query or fragment, no trailing
 * slash. A missing scheme is accepted ("linkedin.com/in/sam").
 */
export function parseProfileUrl(network: SocialNetwork, raw: string): ProfileUrlResult {
  const { label, domains, example } = NETWORKS[network];
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, message: `The profile URL is not a valid address (e.g. ${example}).` };
  }
  const host = url.hostname.toLowerCase();
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    !domains.some((domain) => host === domain || host.endsWith(`.${domain}`))
  ) {
    return {
      ok: false,
      message: `A ${label} profile URL must be on ${domains.join(' or ')} (e.g. ${example}).`,
    };
  }
  const segments = url.pathname.split('/').filter(Boolean);
  let handle = safeDecode(segments.at(-1) ?? '');
  // Facebook profiles without a username: facebook.com/profile.php?id=1000…
  if (network === 'facebook' && handle === 'profile.php') handle = url.searchParams.get('id') ?? '';
  handle = handle.replace(/^@/, '').trim();
  if (!handle || handle.length > 100) {
    return { ok: false, message: `The profile URL must point to a ${label} profile (e.g. ${example}).` };
  }
  const path = segments.length ? `/${segments.join('/')}` : '';
  const query =
    network === 'facebook' && segments.at(-1) === 'profile.php' ? `?id=${encodeURIComponent(handle)}` : '';
  return { ok: true, handle, profileUrl: `https://${host}${path}${query}` };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
