// The HTTP contract that does not depend on a database: error shapes, token checks with a local key, CORS.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { buildApi } from '../../app.js';
import type { Db } from '../../db/db.js';
import { bearer, getJson, listen } from '../../../tests/support/http.js';

const ORG = '00000000-0000-4000-8000-000000000001';

async function localKeys() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  const sign = (claims: Record<string, unknown>, expiresIn: string | number = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { jwks: createLocalJWKSet({ keys: [jwk] }), sign };
}

const failingDb: Db = {
  query: () => Promise.reject(new Error('connection refused (secret details)')),
  transaction: () => Promise.reject(new Error('connection refused (secret details)')),
  close: () => Promise.resolve(),
};

describe('API error handling without a database', () => {
  let keys: Awaited<ReturnType<typeof localKeys>>;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });

  let api: FastifyInstance;
  let unreachableKeys: FastifyInstance;
  let url: string;
  const status = (headers: Record<string, string>, base = url) =>
    getJson(`${base}/api/onboarding/status?organization_id=${ORG}`, headers);

  beforeAll(async () => {
    keys = await localKeys();
    api = buildApi({
      db: failingDb,
      supabaseUrl: 'http://127.0.0.1:1',
      allowedOrigins: ['http://localhost:3000'],
      jwks: keys.jwks,
      logger: { level: 'error', stream: logStream },
    });
    url = await listen(api);
    // Nothing listens on port 1: the JWKS cannot be fetched.
    unreachableKeys = buildApi({ db: failingDb, supabaseUrl: 'http://127.0.0.1:1', allowedOrigins: [] });
  });

  afterAll(async () => {
    await api.close();
    await unreachableKeys.close();
  });

  it('answers an unexpected failure with a generic 500 JSON body and logs the cause', async () => {
    const token = await keys.sign({
      sub: '00000000-0000-4000-8000-0000000000aa',
      aud: 'authenticated',
      role: 'authenticated',
      session_id: '00000000-0000-4000-8000-0000000000ab',
    });
    const response = await status(bearer(token));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ error: 'internal', message: 'An unexpected error occurred' });
    expect(logLines.join('')).toContain('connection refused (secret details)');
  });

  it('stays alive on /healthz but is not ready on /readyz without its database', async () => {
    expect((await getJson(`${url}/healthz`)).status).toBe(200);
    const response = await getJson(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: 'not_ready',
      message: 'The database is not reachable.',
    });
  });

  it('rejects a token for another audience', async () => {
    const token = await keys.sign({ sub: 'x', aud: 'somebody-else', role: 'authenticated' });
    const response = await status(bearer(token));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: 'invalid_token' });
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="aide", error="invalid_token"/);
  });

  it('rejects an Authorization header that is not a bearer token', async () => {
    const response = await status({ authorization: 'Basic c2FtOnNlY3JldA==' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: 'invalid_token',
      message: 'The access token is malformed. Sign in again.',
    });
  });

  it('answers 503 when the signing keys cannot be fetched', async () => {
    const token = await keys.sign({
      sub: 'x',
      aud: 'authenticated',
      session_id: '00000000-0000-4000-8000-0000000000ab',
    });
    const response = await status(bearer(token), await listen(unreachableKeys));
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ error: 'auth_unavailable' });
  });

  it('answers unknown routes with JSON', async () => {
    const notFound = await getJson(`${url}/nope?x=1`);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ error: 'not_found', message: 'No route for GET /nope.' });
  });
});
