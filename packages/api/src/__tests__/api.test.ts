// The Aide API over HTTP with real tokens from the emulator, on PGlite (the embedded default) and on real
// PostgreSQL (production): one set of cases, both backends.
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { apiBackends } from '../../tests/support/api-backends.js';
import { apiSuite } from '../../tests/support/api-suite.js';
import { signWithEmulatorKey } from '../../tests/support/emulator-key.js';
import { bearer, getJson } from '../../tests/support/http.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../tests/support/postgres.js';
import { ORG } from '../../tests/support/seed.js';
import { NO_MEMBERSHIP_MESSAGE } from '../workspace/with-workspace.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const ALLOWED_ORIGIN = 'http://localhost:3001';
const REFUSED_ORIGIN = 'https://evil.example';

/** A token with the same header and claims as `token` but signed by a key the auth server never had. */
async function forgeWithForeignKey(token: string): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT(decodeJwt(token))
    .setProtectedHeader(decodeProtectedHeader(token) as { alg: string })
    .sign(privateKey);
}

describe.each(apiBackends)('Aide API on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam', 'fresh', 'ivy', 'stranger']);

  const status = (organizationId: string, headers: Record<string, string> = {}) =>
    getJson(`${api.apiUrl}/api/onboarding/status?organization_id=${organizationId}`, headers);

  it('GET /healthz answers ok (the process is up)', async () => {
    expect(await getJson(`${api.apiUrl}/healthz`)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('GET /readyz answers ok: the database is reachable and has this build’s migrations', async () => {
    expect(await getJson(`${api.apiUrl}/readyz`)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  describe('GET /api/onboarding/status', () => {
    /** The whole answer for an organization with every onboarding step done, or none. */
    const onboarding = (done: boolean) => ({
      has_customers: done,
      has_inventory: done,
      has_transactions: done,
      transactions_config: { has_notetaker: false },
      progress: {
        summary: { completed: done ? 4 : 0, total: 4, percentage: done ? 100 : 0 },
        steps: ['profile', 'customer_list', 'sales_history', 'inventory'].map((key) => ({
          key,
          completed: done,
        })),
      },
    });

    it.each([
      ['Northwind’s seeded data to sam: everything done but the notetaker', 'sam', ORG.northwind, true],
      ['0 of 4 to a fresh organization, its profile missing a last name', 'fresh', ORG.freshStart, false],
    ] as const)('reports %s', async (_case, who, organizationId, done) => {
      const response = await status(organizationId, bearer(tokens[who]));
      expect(response.status).toBe(200);
      expect(response.body).toEqual(onboarding(done));
    });

    it('reports an inbound member’s own organization', async () => {
      const response = await status(ORG.contoso, bearer(tokens.ivy));
      // Contoso's seed has a catalog and customers (its purchase orders' counterparts) but no sales history.
      expect(response).toMatchObject({
        status: 200,
        body: {
          has_customers: true,
          has_inventory: true,
          has_transactions: false,
          progress: { summary: { completed: 3, total: 4, percentage: 75 } },
        },
      });
    });

    const NOT_A_MEMBER = 'You are not a member of this organization.';
    it.each([
      ['sam asks about Contoso Supply', 'sam', ORG.contoso, NOT_A_MEMBER],
      ['ivy asks about Northwind Traders', 'ivy', ORG.northwind, NOT_A_MEMBER],
      // Like every workspace route: an account without any membership is told to ask for an invitation.
      ['a signed-in user without a member row asks', 'stranger', ORG.northwind, NO_MEMBERSHIP_MESSAGE],
      [
        'sam asks about an organization that does not exist',
        'sam',
        '99999999-0000-4000-8000-000000000000',
        NOT_A_MEMBER,
      ],
    ] as const)('refuses with 403 when %s', async (_case, who, organizationId, message) => {
      const response = await status(organizationId, bearer(tokens[who]));
      expect(response).toEqual({
        status: 403,
        headers: expect.anything(),
        body: { error: 'forbidden', message },
      });
    });

    it.each([
      ['missing', '', 'The organization_id query parameter is required.'],
      ['not a UUID', 'northwind', 'The organization_id query parameter must be a UUID'],
      ['a UUID URN', `urn:uuid:${ORG.northwind}`, 'The organization_id query parameter must be a UUID'],
    ])('answers 400 when organization_id is %s', async (_case, value, message) => {
      const query = value ? `?organization_id=${encodeURIComponent(value)}` : '';
      const response = await getJson(`${api.apiUrl}/api/onboarding/status${query}`, bearer(tokens.sam));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'invalid_request', message: expect.stringContaining(message) });
    });

    describe('answers 401 with a clear reason', () => {
      const cases: [string, () => Promise<Record<string, string>>, string, string][] = [
        ['no token', () => Promise.resolve({}), 'missing_token', 'Sign in required'],
        [
          'a garbage token',
          () => Promise.resolve(bearer('not-a-jwt')),
          'invalid_token',
          'The access token is malformed.',
        ],
        [
          'a token signed by another key',
          async () => bearer(await forgeWithForeignKey(tokens.sam)),
          'invalid_token',
          'The access token signature could not be verified.',
        ],
        [
          'an expired token signed by the auth server',
          async () => {
            const claims = decodeJwt(tokens.sam);
            const hourAgo = Math.floor(Date.now() / 1000) - 3600;
            return bearer(
              await signWithEmulatorKey(api.keyDir, { ...claims, iat: hourAgo - 3600, exp: hourAgo }),
            );
          },
          'invalid_token',
          'The access token has expired. Sign in again.',
        ],
        [
          'the anon API key instead of a session token',
          () => Promise.resolve(bearer(api.anonKey)),
          'invalid_token',
          'malformed',
        ],
      ];
      it.each(cases)('for %s', async (_case, headers, error, message) => {
        const response = await status(ORG.northwind, await headers());
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ error, message: expect.stringContaining(message) });
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="aide"/);
      });
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      fetch(`${api.apiUrl}/api/onboarding/status?organization_id=${ORG.northwind}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });

    it('lets a configured frontend origin call the API with a bearer token', async () => {
      const response = await preflight(ALLOWED_ORIGIN);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
      // The outreach sends carry an Idempotency-Key.
      expect(response.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/i);
      const get = await status(ORG.northwind, { ...bearer(tokens.sam), origin: ALLOWED_ORIGIN });
      expect(get.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    });

    it('keeps CORS headers on error responses so the browser can read them', async () => {
      const response = await status(ORG.northwind, { origin: ALLOWED_ORIGIN });
      expect(response.status).toBe(401);
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    });

    it('gives any other origin no CORS headers', async () => {
      const response = await preflight(REFUSED_ORIGIN);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const get = await status(ORG.northwind, { ...bearer(tokens.sam), origin: REFUSED_ORIGIN });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});

if (!postgresAvailable) {
  describe.skip('Aide API on PostgreSQL', () => {
    it(SKIP_POSTGRES_NOTE, () => undefined);
  });
}
