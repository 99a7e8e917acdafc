import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppModule, RemoteName } from '@aide/shared-auth';
import { signInHandoverPlugin } from './sign-in-handover-plugin';

let manifests: Partial<Record<RemoteName, string>> | null = null;

/**
 * Registers the remotes from run-time configuration (those it lists: the platform console's is optional).
 * Registration only records the manifest URLs; nothing is fetched until a signed-in user opens a route of that
 * remote.
 */
export function registerPlanRemotes(urls: Partial<Record<RemoteName, string>>): void {
  manifests = urls;
  registerPlugins([signInHandoverPlugin()]);
  registerRemotes(
    Object.entries(urls)
      .filter((entry): entry is [RemoteName, string] => Boolean(entry[1]))
      .map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Attempts per load and the waits between them (ms): a restarting server gets a few seconds. */
export const REMOTE_RETRY_DELAYS = [500, 1500, 3000];
/** A remote that has not answered in this time counts as failed (a hung server must not hang the page). */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`The ${remote} module did not answer in time`)), ms),
    ),
  ]);
}

async function loadOnce(remote: RemoteName): Promise<RemoteAppModule> {
  const module = await withTimeout(
    loadRemote<RemoteAppModule>(`${remote}/App`),
    REMOTE_LOAD_TIMEOUT_MS,
    remote,
  );
  if (!module?.default) throw new Error(`The ${remote} module did not provide an App`);
  return module;
}

/**
 * Loads a remote's exposed ./App, retrying with backoff. Before each retry the remote is registered again
 * (force) so the federation runtime drops its cached failure and fetches the manifest anew.
 */
export async function loadRemoteApp(
  remote: RemoteName,
  delays = REMOTE_RETRY_DELAYS,
): Promise<RemoteAppModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0) {
      await sleep(delays[attempt - 1] ?? 0);
      const entry = manifests?.[remote];
      if (entry) registerRemotes([{ name: remote, entry }], { force: true });
    }
    try {
      return await loadOnce(remote);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`The ${remote} module could not be loaded`);
}

const loads = new Map<RemoteName, Promise<RemoteAppModule>>();

/**
 * loadRemoteApp shared by everyone who asks for the same remote: the sign-in starts it as soon as the plan is
 * known and the remote's route, rendered a few round trips later, takes the load under way. A failed load is
 * forgotten, so the next ask (the error page's Retry) fetches anew.
 */
export function loadRemoteAppOnce(remote: RemoteName): Promise<RemoteAppModule> {
  const known = loads.get(remote);
  if (known) return known;
  const load = loadRemoteApp(remote);
  loads.set(remote, load);
  load.catch(() => loads.delete(remote));
  return load;
}

/** Starts fetching a remote the member will open next; its failure is shown where the remote renders. */
export function preloadRemoteApp(remote: RemoteName): void {
  loadRemoteAppOnce(remote).catch(() => undefined);
}
