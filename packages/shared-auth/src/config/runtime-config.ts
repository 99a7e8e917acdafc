/**
 * Run-time configuration, fetched from /app-config.json when an app starts, so no environment-specific value
 * is baked into a bundle and a remote redeploy is picked up on the next page load.
 */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiBaseUrl: string;
  analytics: { key: string | null; host: string | null };
  /** Each remote's mf-manifest.json; the platform console's is optional (a deployment may run without it). */
  remotes: Record<PlanRemoteName, string> & Partial<Record<'platform', string>>;
  /** Who a member of a suspended organization should contact (an email address or a URL), when configured. */
  supportContact?: string;
}

/** The remotes of the two plans, one of which every member's workspace is. */
export type PlanRemoteName = 'outbound' | 'inbound';
/** Every remote the shell may load: the plans' and the platform console (operators only). */
export type RemoteName = PlanRemoteName | 'platform';

let current: RuntimeConfig | null = null;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new RuntimeConfigError(`app-config.json is missing "${field}"`);
  }
  return value;
}

/** Validates an untrusted JSON document into a RuntimeConfig, naming the first missing field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const doc = (raw ?? {}) as Record<string, unknown>;
  const analytics = (doc.analytics ?? {}) as Record<string, unknown>;
  const remotes = (doc.remotes ?? {}) as Record<string, unknown>;
  return {
    supabaseUrl: requireString(doc.supabaseUrl, 'supabaseUrl'),
    supabaseAnonKey: requireString(doc.supabaseAnonKey, 'supabaseAnonKey'),
    apiBaseUrl: requireString(doc.apiBaseUrl, 'apiBaseUrl'),
    analytics: {
      key: typeof analytics.key === 'string' && analytics.key ? analytics.key : null,
      host: typeof analytics.host === 'string' && analytics.host ? analytics.host : null,
    },
    remotes: {
      outbound: requireString(remotes.outbound, 'remotes.outbound'),
      inbound: requireString(remotes.inbound, 'remotes.inbound'),
      ...(typeof remotes.platform === 'string' && remotes.platform ? { platform: remotes.platform } : {}),
    },
    ...(typeof doc.supportContact === 'string' && doc.supportContact
      ? { supportContact: doc.supportContact }
      : {}),
  };
}

export async function loadRuntimeConfig(url = '/app-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) {
    throw new RuntimeConfigError(`Could not load ${url} (HTTP ${response.status})`);
  }
  current = parseRuntimeConfig(await response.json());
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('Runtime configuration has not been loaded yet');
  return current;
}
