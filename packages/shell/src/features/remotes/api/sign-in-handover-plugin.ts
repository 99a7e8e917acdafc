import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeManifest, takeRemoteEntry } from '../../../lib/sign-in-handover';

type EntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

/**
 * Lets the federation runtime use what the login fetched right after sign-in (lib/sign-in-handover): the
 * remote's manifest and its entry, already run. Anything not handed over, and every later load, goes to the
 * network as usual.
 */
export function signInHandoverPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'aide-sign-in-handover',
    fetch(url) {
      const text = takeManifest(String(url));
      if (text === undefined) return undefined;
      return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
    },
    loadEntry({ remoteInfo }) {
      // Undefined (nothing handed over, or the early run failed) lets the runtime load the entry itself.
      return takeRemoteEntry(remoteInfo.entry)?.then(
        (container) => container as EntryExports,
        () => undefined,
      );
    },
  };
}
