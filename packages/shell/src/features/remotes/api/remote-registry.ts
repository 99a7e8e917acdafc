import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@aide/shared-auth';

export interface RemoteAppModule {
  default: ComponentType;
}

/**
 * Registers the remotes from run-time configuration. Registration only records the manifest URLs; nothing is
 * fetched until a signed-in user opens a route of that remote.
 */
export function registerPlanRemotes(manifests: Record<RemoteName, string>): void {
  registerRemotes(
    (Object.keys(manifests) as RemoteName[]).map((name) => ({ name, entry: manifests[name] })),
    { force: true },
  );
}

/** Loads a remote's exposed ./App, failing with a clear error when the module is missing. */
export async function loadRemoteApp(remote: RemoteName): Promise<RemoteAppModule> {
  const module = await loadRemote<RemoteAppModule>(`${remote}/App`);
  if (!module?.default) throw new Error(`The ${remote} module did not provide an App`);
  return module;
}
