import { http, HttpResponse } from 'msw';
import { setupFakeNetwork } from '../../testing';
import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from '../runtime-config';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  apiBaseUrl: 'http://localhost:5000',
  analytics: { key: '', host: null },
  remotes: {
    outbound: 'http://localhost:3001/mf-manifest.json',
    inbound: 'http://localhost:3002/mf-manifest.json',
  },
};

const server = setupFakeNetwork();

describe('runtime config', () => {
  it('parses a complete document and normalises empty analytics to null', () => {
    expect(parseRuntimeConfig(valid)).toEqual({ ...valid, analytics: { key: null, host: null } });
  });

  it('names the first missing field', () => {
    expect(() => parseRuntimeConfig({ ...valid, remotes: { outbound: 'x' } })).toThrow(
      'app-config.json is missing "remotes.inbound"',
    );
    expect(() => parseRuntimeConfig(null)).toThrow('missing "supabaseUrl"');
  });

  it('loads /app-config.json over HTTP and keeps it for getRuntimeConfig', async () => {
    server.use(http.get('http://localhost/app-config.json', () => HttpResponse.json(valid)));
    await loadRuntimeConfig('http://localhost/app-config.json');
    expect(getRuntimeConfig().apiBaseUrl).toBe('http://localhost:5000');
  });

  it('reports an HTTP failure with its status', async () => {
    server.use(http.get('http://localhost/app-config.json', () => new HttpResponse(null, { status: 404 })));
    await expect(loadRuntimeConfig('http://localhost/app-config.json')).rejects.toThrow('HTTP 404');
  });
});
