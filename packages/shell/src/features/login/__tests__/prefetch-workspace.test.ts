import { http, HttpResponse } from 'msw';
import { readStoredPlan } from '@aide/shared-auth';
import { setupFakeNetwork, TEST_RUNTIME_CONFIG } from '@aide/shared-auth/testing';
import { appChunks, prefetchWorkspace, remoteEntryUrl } from '../api/prefetch-workspace';
import { clearHandover, takeManifest, takeMembership, takeRemoteEntry } from '../../../lib/sign-in-handover';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const MANIFEST = {
  metaData: {
    globalName: 'outbound',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  exposes: [
    {
      name: 'App',
      path: './App',
      assets: { js: { sync: ['1171.abc.js', '__federation_expose_App.def.js'], async: ['9679.lazy.js'] } },
    },
  ],
};

const memberRow = (plan: string) => ({
  id: 'member-1',
  email: 'sam@northwind.test',
  first_name: 'Sam',
  last_name: 'Lee',
  organization_id: 'org-1',
  aide_organizations: {
    id: 'org-1',
    name: 'Northwind Traders',
    aide_plan: plan,
    mfa_required: false,
    status: 'active',
  },
});

const fetched: string[] = [];
const server = setupFakeNetwork();

function answer(plan: string | null, { manifest = MANIFEST } = {}) {
  const members = `${TEST_RUNTIME_CONFIG.supabaseUrl}/rest/v1/aide_members`;
  const manifestUrl = TEST_RUNTIME_CONFIG.remotes.outbound;
  const origin = new URL(manifestUrl).origin;
  server.use(
    http.get(members, ({ request }) => {
      const url = new URL(request.url);
      fetched.push(`members ${url.searchParams.get('user_id')} ${request.headers.get('authorization')}`);
      fetched.push(`select ${url.searchParams.get('select')}`);
      return HttpResponse.json(plan ? [memberRow(plan)] : []);
    }),
    http.get(manifestUrl, () => {
      fetched.push('manifest');
      return HttpResponse.json(manifest);
    }),
    http.get(`${origin}/:file`, ({ params }) => {
      fetched.push(String(params.file));
      return new HttpResponse('/* js */');
    }),
  );
}

beforeEach(() => {
  fetched.length = 0;
  clearHandover();
  document.head.innerHTML = '';
});

const entryScript = () =>
  document.head.querySelector<HTMLScriptElement>('script[src$="remoteEntry.js"]') ?? undefined;

describe('prefetchWorkspace (right after sign-in, before the app)', () => {
  it("remembers the member's plan, runs their remote's entry and fetches its ./App chunks, not its lazy ones", async () => {
    answer('outbound');
    await prefetchWorkspace(TEST_RUNTIME_CONFIG, 'the-token', USER_ID);
    expect(readStoredPlan()).toBe('outbound');
    expect(fetched).toEqual([
      `members eq.${USER_ID} Bearer the-token`,
      'select id,email,first_name,last_name,organization_id,aide_organizations(id,name,aide_plan,mfa_required,status)',
      'manifest',
      '1171.abc.js',
      '__federation_expose_App.def.js',
    ]);
    expect(entryScript()?.src).toBe(new URL('remoteEntry.js', TEST_RUNTIME_CONFIG.remotes.outbound).href);
  });

  it('hands the member row, the manifest and the running entry to the app, each once', async () => {
    answer('outbound');
    await prefetchWorkspace(TEST_RUNTIME_CONFIG, 'the-token', USER_ID);
    expect(takeMembership()).toEqual({
      userId: USER_ID,
      membership: {
        memberId: 'member-1',
        email: 'sam@northwind.test',
        firstName: 'Sam',
        lastName: 'Lee',
        organization: {
          id: 'org-1',
          name: 'Northwind Traders',
          plan: 'outbound',
          mfaRequired: false,
          status: 'active',
        },
      },
    });
    const manifestUrl = TEST_RUNTIME_CONFIG.remotes.outbound;
    expect(takeManifest('http://elsewhere.test/mf-manifest.json')).toBeUndefined();
    expect(JSON.parse(takeManifest(manifestUrl) ?? 'null')).toEqual(MANIFEST);
    expect(takeManifest(manifestUrl)).toBeUndefined();

    const entryUrl = new URL('remoteEntry.js', manifestUrl).href;
    const container = takeRemoteEntry(entryUrl);
    (globalThis as Record<string, unknown>).outbound = { init: 'the container' };
    entryScript()?.dispatchEvent(new Event('load'));
    await expect(container).resolves.toEqual({ init: 'the container' });
    expect(takeRemoteEntry(entryUrl)).toBeUndefined();
    delete (globalThis as Record<string, unknown>).outbound;
  });

  it('does nothing for someone without a membership', async () => {
    answer(null);
    await prefetchWorkspace(TEST_RUNTIME_CONFIG, 'the-token', USER_ID);
    expect(readStoredPlan()).toBeNull();
    expect(fetched.filter((line) => !line.startsWith('select'))).toEqual([
      `members eq.${USER_ID} Bearer the-token`,
    ]);
    expect(takeMembership()).toBeUndefined();
    expect(entryScript()).toBeUndefined();
  });

  it('leaves a failure to the app (no throw)', async () => {
    server.use(
      http.get(`${TEST_RUNTIME_CONFIG.supabaseUrl}/rest/v1/aide_members`, () => HttpResponse.error()),
    );
    await expect(prefetchWorkspace(TEST_RUNTIME_CONFIG, 'the-token', USER_ID)).resolves.toBeUndefined();
    expect(readStoredPlan()).toBeNull();
  });
});

describe('remoteEntryUrl and appChunks', () => {
  it('resolve the entry and the sync chunks against the manifest, or its public path', () => {
    const manifestUrl = 'https://cdn.test/outbound/1.2.0/mf-manifest.json';
    expect(remoteEntryUrl(manifestUrl, MANIFEST)).toBe('https://cdn.test/outbound/1.2.0/remoteEntry.js');
    expect(appChunks(manifestUrl, MANIFEST)).toEqual([
      'https://cdn.test/outbound/1.2.0/1171.abc.js',
      'https://cdn.test/outbound/1.2.0/__federation_expose_App.def.js',
    ]);
    const published = {
      ...MANIFEST,
      metaData: { ...MANIFEST.metaData, publicPath: 'https://static.test/o/' },
    };
    expect(remoteEntryUrl('https://cdn.test/mf-manifest.json', published)).toBe(
      'https://static.test/o/remoteEntry.js',
    );
  });
});
