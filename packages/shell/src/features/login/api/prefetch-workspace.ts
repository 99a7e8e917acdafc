import { storePlan, toPlan, type Plan, type RuntimeConfig } from '@aide/shared-auth/login';

interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * The member's plan, read with the new session's token while the app is still on its way (the same member
 * row the app's membership check reads, through row-level security). Null for someone with no membership,
 * or when it cannot be read: the app's own check decides then.
 */
export async function fetchPlan(
  config: RuntimeConfig,
  accessToken: string,
  userId: string,
): Promise<Plan | null> {
  const url = new URL(`${config.supabaseUrl}/rest/v1/aide_members`);
  url.searchParams.set('select', 'aide_organizations(aide_plan)');
  url.searchParams.set('user_id', `eq.${userId}`);
  url.searchParams.set('limit', '1');
  const response = await fetch(url, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) return null;
  const rows = (await response.json()) as { aide_organizations: { aide_plan?: string } | null }[];
  const plan = rows[0]?.aide_organizations?.aide_plan;
  return plan ? toPlan(plan) : null;
}

/** The scripts the remote's ./App needs, from its manifest: the remote entry and the expose's chunks. */
export function appScripts(manifestUrl: string, manifest: RemoteManifest): string[] {
  const base = new URL(
    manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto'
      ? manifest.metaData.publicPath
      : './',
    manifestUrl,
  );
  const entry = manifest.metaData?.remoteEntry;
  const app = manifest.exposes?.find((expose) => expose.path === './App' || expose.name === 'App');
  const files = [
    ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(app?.assets?.js?.sync ?? []),
  ];
  return files.map((file) => new URL(file, base).href);
}

/**
 * Right after sign-in, while the app's own code (antd above all) is still downloading: the plan is read and
 * remembered (so the app starts the plan's remote at once instead of after its membership check) and the
 * remote's ./App scripts are fetched into the HTTP cache, so the remote loads from there when the app asks
 * for it. Only fetched, never run: the app loads and runs the remote as always. Any failure is left to the
 * app, which loads everything itself.
 */
export async function prefetchWorkspace(
  config: RuntimeConfig,
  accessToken: string,
  userId: string,
): Promise<void> {
  try {
    const plan = await fetchPlan(config, accessToken, userId);
    if (!plan) return;
    storePlan(plan);
    const manifestUrl = config.remotes[plan];
    const manifest = (await (await fetch(manifestUrl)).json()) as RemoteManifest;
    await Promise.all(
      appScripts(manifestUrl, manifest).map((url) => fetch(url, { mode: 'no-cors', priority: 'low' })),
    );
  } catch {
    // The app loads the remote itself.
  }
}
