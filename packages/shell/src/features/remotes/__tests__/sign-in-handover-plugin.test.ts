import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { signInHandoverPlugin } from '../api/sign-in-handover-plugin';
import {
  clearHandover,
  handOverManifest,
  handOverMembership,
  handOverRemoteEntry,
} from '../../../lib/sign-in-handover';

const MANIFEST_URL = 'http://outbound.test/mf-manifest.json';
const ENTRY_URL = 'http://outbound.test/remoteEntry.js';
const MEMBERSHIP = {
  memberId: 'm',
  email: 'sam@northwind.test',
  firstName: 'Sam',
  lastName: null,
  organization: { id: 'o', name: 'Northwind', plan: 'outbound', mfaRequired: false, status: 'active' },
} as const;

type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'fetch' | 'loadEntry'>>;
const plugin = signInHandoverPlugin() as Hooks;
const fetchManifest = (url: string) => plugin.fetch(url, {});
const loadEntry = (entry: string) =>
  plugin.loadEntry({ remoteInfo: { entry, name: 'outbound', entryGlobalName: 'outbound' } } as never);

beforeEach(() => {
  clearHandover();
  handOverMembership('user-1', MEMBERSHIP);
});

describe('signInHandoverPlugin', () => {
  it('answers the manifest the login fetched once, then leaves the runtime to the network', async () => {
    handOverManifest(MANIFEST_URL, '{"id":"outbound"}');
    expect(fetchManifest('http://inbound.test/mf-manifest.json')).toBeUndefined();
    const response = await fetchManifest(MANIFEST_URL);
    await expect((response as Response).json()).resolves.toEqual({ id: 'outbound' });
    expect(fetchManifest(MANIFEST_URL)).toBeUndefined();
  });

  it('gives the runtime the container of the entry the login ran, once', async () => {
    const container = { init: jest.fn(), get: jest.fn() };
    handOverRemoteEntry(ENTRY_URL, Promise.resolve(container));
    await expect(loadEntry(ENTRY_URL)).resolves.toBe(container);
    expect(loadEntry(ENTRY_URL)).toBeUndefined();
  });

  it('lets the runtime load the entry itself when the early run failed', async () => {
    handOverRemoteEntry(ENTRY_URL, Promise.reject(new Error('offline')));
    await expect(loadEntry(ENTRY_URL)).resolves.toBeUndefined();
  });

  it('hands nothing over once it is older than a minute', () => {
    jest.useFakeTimers({ now: Date.now() });
    handOverManifest(MANIFEST_URL, '{}');
    jest.advanceTimersByTime(61_000);
    expect(fetchManifest(MANIFEST_URL)).toBeUndefined();
    jest.useRealTimers();
  });
});
