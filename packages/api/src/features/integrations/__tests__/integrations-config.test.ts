import { DEFAULT_NYLAS_API_URI, parseNylasConfig, parsePublicApiUrl } from '../../../config.js';
import { createTokenCipher } from '../../../secrets/token-cipher.js';
import { openState, sealState, STATE_TTL_MS, type OAuthState } from '../oauth-state.js';

describe('Nylas and public URL configuration', () => {
  it('uses the sandbox without credentials and Nylas with both, defaulting the US region', () => {
    expect(parseNylasConfig({})).toBeNull();
    expect(parseNylasConfig({ NYLAS_CLIENT_ID: 'id', NYLAS_API_KEY: 'key' })).toEqual({
      clientId: 'id',
      apiKey: 'key',
      apiUri: DEFAULT_NYLAS_API_URI,
    });
    expect(
      parseNylasConfig({
        NYLAS_CLIENT_ID: 'id',
        NYLAS_API_KEY: 'key',
        NYLAS_API_URI: 'https://api.eu.nylas.com/',
      })?.apiUri,
    ).toBe('https://api.eu.nylas.com');
  });

  it('names the missing half of the Nylas credentials and rejects a non-http URI', () => {
    expect(() => parseNylasConfig({ NYLAS_CLIENT_ID: 'id' })).toThrow('NYLAS_API_KEY must be set');
    expect(() => parseNylasConfig({ NYLAS_API_KEY: 'key' })).toThrow('NYLAS_CLIENT_ID must be set');
    expect(() =>
      parseNylasConfig({ NYLAS_CLIENT_ID: 'id', NYLAS_API_KEY: 'k', NYLAS_API_URI: 'ftp://x' }),
    ).toThrow('NYLAS_API_URI must be an http(s) URL');
  });

  it('reads PUBLIC_API_URL without its trailing slash', () => {
    expect(parsePublicApiUrl(undefined)).toBeUndefined();
    expect(parsePublicApiUrl('https://api.aide.test/')).toBe('https://api.aide.test');
    expect(() => parsePublicApiUrl('api.aide.test')).toThrow('PUBLIC_API_URL must be an http(s) URL');
  });
});

describe('hosted-auth state', () => {
  const cipher = createTokenCipher(Buffer.alloc(32, 7));
  const state: OAuthState = {
    userId: 'u',
    organizationId: 'o',
    purpose: 'mailbox',
    provider: 'google',
    origin: 'http://localhost:3000',
  };

  it('round-trips within ten minutes and is URL-safe', () => {
    const sealed = sealState(cipher, state, 1_000);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(openState(cipher, sealed, 1_000 + STATE_TTL_MS)).toEqual(state);
  });

  it('refuses an expired state, another key and a value sealed for something else', () => {
    expect(() => openState(cipher, sealState(cipher, state, 0), STATE_TTL_MS + 1)).toThrow(/expired/);
    const other = createTokenCipher(Buffer.alloc(32, 8));
    expect(() => openState(other, sealState(cipher, state))).toThrow(/not valid/);
    const grant = Buffer.from(cipher.encrypt('grant-0001')).toString('base64url');
    expect(() => openState(cipher, grant)).toThrow(/not valid/);
  });
});
