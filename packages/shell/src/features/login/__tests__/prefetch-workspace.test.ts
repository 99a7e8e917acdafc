import { http, HttpResponse } from 'msw';
import { readStoredPlan } from '@aide/shared-auth';
import { setupFakeNetwork, TEST_RUNTIME_CONFIG } from '@aide/shared-auth/testing';
import { appScripts, prefetchWorkspace } from '../api/prefetch-workspace';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'App',
      path: './App',
      assets: { js: { sync: ['1171.abc.js', '__federation_expose_App.def.js'], async: ['9679.lazy.js'] } },
    },
  ],
};

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
      return HttpResponse.json(plan ? [{ aide_organizations: { aide_plan: plan } }] : []);
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
});

describe('prefetchWorkspace (right after sign-in, before the app)', () => {
  it("remembers the member's plan and fetches their remote's ./App scripts, not its lazy ones", async () => {
    answer('outbound');
    await prefetchWorkspace(TEST_RUNTIME_CONFIG, 'the-token', USER_ID);
    expect(readStoredPlan()).toBe('outbound');
    expect(fetched).toEqual([
      `members eq.${USER_ID} Bearer the-token`,
      'manifest',
      'remoteEntry.js',
      '1171.abc.js',
      '__federation_expose_App.def.js',
    ]);
  });

  it('does nothing for someone without a membership', async () => {
    answer(null);
    await prefetchWorkspace(TEST_RUNTIME_CONFIG, 'the-token', USER_ID);
    expect(readStoredPlan()).toBeNull();
    expect(fetched).toEqual([`members eq.${USER_ID} Bearer the-token`]);
  });

  it('leaves a failure to the app (no throw)', async () => {
    server.use(
      http.get(`${TEST_RUNTIME_CONFIG.supabaseUrl}/rest/v1/aide_members`, () => HttpResponse.error()),
    );
    await expect(prefetchWorkspace(TEST_RUNTIME_CONFIG, 'the-token', USER_ID)).resolves.toBeUndefined();
    expect(readStoredPlan()).toBeNull();
  });
});

describe('appScripts', () => {
  it('resolves the entry and the sync chunks against the manifest, or its public path', () => {
    expect(appScripts('https://cdn.test/outbound/1.2.0/mf-manifest.json', MANIFEST)).toEqual([
      'https://cdn.test/outbound/1.2.0/remoteEntry.js',
      'https://cdn.test/outbound/1.2.0/1171.abc.js',
      'https://cdn.test/outbound/1.2.0/__federation_expose_App.def.js',
    ]);
    const published = {
      ...MANIFEST,
      metaData: { ...MANIFEST.metaData, publicPath: 'https://static.test/o/' },
    };
    expect(appScripts('https://cdn.test/mf-manifest.json', published)[0]).toBe(
      'https://static.test/o/remoteEntry.js',
    );
  });
});
