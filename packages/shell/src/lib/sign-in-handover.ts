import type { Membership } from '@aide/shared-auth/login';

/**
 * What the login route read right after sign-in, while the app was still downloading, handed to the app so
 * that it does not ask the network again: the member row, the plan's remote manifest and its entry script
 * (run early). On a phone each of them is a round trip after the app's code arrives (150 ms apiece).
 * The manifest and the entry are taken once, so a retry after a failed load fetches anew; the member row is
 * read by each start of the app within the minute.
 */
interface Handover {
  userId: string;
  membership: Membership;
  /** The remote's manifest as served, by its URL. */
  manifest?: { url: string; text: string };
  /** The remote's entry script, added to the page; resolves with its container once it has run. */
  entry?: { url: string; container: Promise<unknown> };
  at: number;
}

/** Older than this, a handover is not used (a sign-in whose app took longer reads everything anew). */
export const HANDOVER_MAX_AGE_MS = 60_000;

let handover: Handover | null = null;

const fresh = () => (handover && Date.now() - handover.at <= HANDOVER_MAX_AGE_MS ? handover : null);
const sameUrl = (a: string, b: string) => new URL(a, location.href).href === new URL(b, location.href).href;

export function handOverMembership(userId: string, membership: Membership): void {
  handover = { userId, membership, at: Date.now() };
}

export function handOverManifest(url: string, text: string): void {
  if (handover) handover.manifest = { url, text };
}

export function handOverRemoteEntry(url: string, container: Promise<unknown>): void {
  container.catch(() => undefined);
  if (handover) handover.entry = { url, container };
}

/** The member row the login read, and whose it is. */
export function takeMembership(): { userId: string; membership: Membership } | undefined {
  const current = fresh();
  if (!current) return undefined;
  return { userId: current.userId, membership: current.membership };
}

/** The manifest's text when the login fetched this very URL. */
export function takeManifest(url: string): string | undefined {
  const manifest = fresh()?.manifest;
  if (!manifest || !sameUrl(manifest.url, url)) return undefined;
  handover!.manifest = undefined;
  return manifest.text;
}

/** The container of the remote entry at this URL, when the login ran it. */
export function takeRemoteEntry(url: string): Promise<unknown> | undefined {
  const entry = fresh()?.entry;
  if (!entry || !sameUrl(entry.url, url)) return undefined;
  handover!.entry = undefined;
  return entry.container;
}

/** Forgets everything handed over (sign-out, tests). */
export function clearHandover(): void {
  handover = null;
}
