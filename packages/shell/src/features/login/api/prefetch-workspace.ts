import {
  MEMBER_SELECT,
  storePlan,
  toMembership,
  type Membership,
  type MemberRow,
  type RuntimeConfig,
} from '@aide/shared-auth/login';
import { handOverManifest, handOverMembership, handOverRemoteEntry } from '../../../lib/sign-in-handover';

interface RemoteManifest {
  metaData?: {
    globalName?: string;
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string; type?: string };
  };
  exposes?: { path?: string; name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * The member row with the new session's token while the app is still on its way: the same select the app's
 * membership check makes, through row-level security. Null for someone with no membership, or when it cannot
 * be read: the app's own check decides then.
 */
export async function fetchMember(
  config: RuntimeConfig,
  accessToken: string,
  userId: string,
): Promise<Membership | null> {
  const url = new URL(`${config.supabaseUrl}/rest/v1/aide_members`);
  url.searchParams.set('select', MEMBER_SELECT.replace(/\s+/g, ''));
  url.searchParams.set('user_id', `eq.${userId}`);
  url.searchParams.set('limit', '1');
  const response = await fetch(url, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) return null;
  const rows = (await response.json()) as MemberRow[];
  return toMembership(rows[0]);
}

const base = (manifestUrl: string, manifest: RemoteManifest) =>
  new URL(
    manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto'
      ? manifest.metaData.publicPath
      : './',
    manifestUrl,
  );

/** The remote entry's URL, from its manifest. */
export function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifest): string | null {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return null;
  return new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base(manifestUrl, manifest)).href;
}

/** The chunks the remote's ./App needs at once (its lazy routes are left for later). */
export function appChunks(manifestUrl: string, manifest: RemoteManifest): string[] {
  const app = manifest.exposes?.find((expose) => expose.path === './App' || expose.name === 'App');
  return (app?.assets?.js?.sync ?? []).map((file) => new URL(file, base(manifestUrl, manifest)).href);
}

/**
 * Runs the remote's entry script as the federation runtime would: it only defines the remote's container
 * (sharing and the remote's code start when the app initialises it). Resolves with that container.
 */
function runRemoteEntry(url: string, globalName: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const container = (globalThis as Record<string, unknown>)[globalName];
      if (container) resolve(container);
      else reject(new Error(`${url} defined no ${globalName}`));
    };
    script.onerror = () => reject(new Error(`${url} could not be loaded`));
    document.head.appendChild(script);
  });
}

/**
 * Right after sign-in, while the app's own code (antd above all) is still downloading: the member row is read
 * (the plan stored, so the app starts the plan's remote at once), the remote's manifest is fetched, its entry
 * run and its ./App chunks fetched into the HTTP cache. All of it is handed to the app (lib/sign-in-handover),
 * which would otherwise ask again once its code has arrived. Any failure is left to the app, which then
 * loads everything itself.
 */
export async function prefetchWorkspace(
  config: RuntimeConfig,
  accessToken: string,
  userId: string,
): Promise<void> {
  try {
    const membership = await fetchMember(config, accessToken, userId);
    if (!membership) return;
    const plan = membership.organization.plan;
    storePlan(plan);
    handOverMembership(userId, membership);
    const manifestUrl = config.remotes[plan];
    const response = await fetch(manifestUrl);
    if (!response.ok) return;
    const text = await response.text();
    const manifest = JSON.parse(text) as RemoteManifest;
    handOverManifest(manifestUrl, text);
    const entry = remoteEntryUrl(manifestUrl, manifest);
    const globalName = manifest.metaData?.globalName;
    const global = (manifest.metaData?.remoteEntry?.type ?? 'global') === 'global';
    if (entry && globalName && global) handOverRemoteEntry(entry, runRemoteEntry(entry, globalName));
    await Promise.all(
      appChunks(manifestUrl, manifest).map((url) => fetch(url, { mode: 'no-cors', priority: 'low' })),
    );
  } catch {
    // The app loads the remote itself.
  }
}
