import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, getJson } from '../../../../tests/support/http.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { integrationsBackends } from '../../../../tests/support/integrations-backends.js';
import { authUrl, readResultPage } from '../../../../tests/support/popup.js';
import { USER } from '../../../../tests/support/seed.js';
import { suiteFixture } from '../../../../tests/support/suite-fixture.js';

const CLIENT_ID = 'test-client-id';
const API_KEY = 'nyk_test_api_key';

/** A stand-in for Nylas' token endpoint on a real local port, recording what the API sends it. */
async function startFakeNylas(): Promise<{
  url: string;
  requests: Record<string, unknown>[];
  close(): Promise<unknown>;
}> {
  const requests: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v3/connect/token') return reply(404, {});
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push(body);
      if (body.client_id !== CLIENT_ID || body.client_secret !== API_KEY)
        return reply(401, { error: { type: 'unauthorized', message: 'Unauthorized' } });
      if (body.code === 'good-code')
        return reply(200, {
          access_token: 'nylas-access-token',
          token_type: 'Bearer',
          grant_id: 'grant-0001',
          email: 'Sam.Real@Gmail.test',
          provider: 'google',
        });
      if (body.code === 'no-grant') return reply(200, { access_token: 'x' });
      return reply(400, { error: { type: 'invalid_request', message: 'Invalid authorization code' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(integrationsBackends)('mailbox connections through Nylas hosted auth (%s)', (_name, start) => {
  const nylas = suiteFixture(startFakeNylas);
  const { api, tokens } = apiSuite(
    () => start({ nylas: { clientId: CLIENT_ID, apiKey: API_KEY, apiUri: nylas.url } }),
    ['sam'],
  );

  /** auth-url, then the state Nylas would hand back to the redirect URI. */
  async function begin(purpose = 'mailbox'): Promise<{ state: string; redirectUri: string }> {
    const response = await authUrl(api.apiUrl, tokens.sam, `provider=google&purpose=${purpose}`);
    const { url, sandbox } = (await response.json()) as { url: string; sandbox: boolean };
    expect(sandbox).toBe(false);
    const params = new URL(url).searchParams;
    return { state: params.get('state') ?? '', redirectUri: params.get('redirect_uri') ?? '' };
  }

  it('sends the popup to Nylas hosted auth with the callback as redirect URI', async () => {
    const response = await authUrl(api.apiUrl, tokens.sam, 'provider=microsoft&purpose=mailbox');
    const { url } = (await response.json()) as { url: string };
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${nylas.url}/v3/connect/auth`);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${api.apiUrl}/api/nylas/callback`,
      response_type: 'code',
      provider: 'microsoft',
      state: expect.any(String),
      access_type: 'online',
    });
  });

  it('exchanges the code with the API key as client secret and stores the grant encrypted', async () => {
    const { state, redirectUri } = await begin();
    const result = await readResultPage(await fetch(`${redirectUri}?code=good-code&state=${state}`));
    expect(result.message).toEqual({ type: 'nylas-oauth', success: true, purpose: 'mailbox' });
    expect(nylas.requests.at(-1)).toEqual({
      client_id: CLIENT_ID,
      client_secret: API_KEY,
      grant_type: 'authorization_code',
      code: 'good-code',
      redirect_uri: `${api.apiUrl}/api/nylas/callback`,
    });
    const { rows } = await api.db.query<{ grant_encrypted: string; email: string }>(
      `select grant_encrypted, email from public.email_connections where user_id = $1`,
      [USER.sam.id],
    );
    expect(rows.map((row) => row.email)).toEqual(['sam.real@gmail.test']);
    expect(rows[0]!.grant_encrypted).not.toContain('grant-0001');
    expect(api.cipher.decrypt(rows[0]!.grant_encrypted)).toBe('grant-0001');

    // The same callback again (browser history, a copied URL) connects nothing and exchanges no code.
    const exchanges = nylas.requests.length;
    const replay = await readResultPage(await fetch(`${redirectUri}?code=good-code&state=${state}`));
    expect(replay.message).toMatchObject({
      success: false,
      error: 'This connection link was already used. Connect the mailbox again.',
    });
    expect(nylas.requests).toHaveLength(exchanges);
  });

  it('stores the grant on the AI employee for that purpose', async () => {
    const { state, redirectUri } = await begin('ai_employee');
    const result = await readResultPage(await fetch(`${redirectUri}?code=good-code&state=${state}`));
    expect(result.message).toEqual({ type: 'nylas-oauth', success: true, purpose: 'ai_employee' });
    const employee = await getJson(`${api.apiUrl}/api/ai-employee`, bearer(tokens.sam));
    expect(employee.body).toMatchObject({ employee: { email: 'sam.real@gmail.test', provider: 'Google' } });
    expect(JSON.stringify(employee.body)).not.toContain('grant');
  });

  it('reports a refused or incomplete exchange and stores nothing', async () => {
    await api.db.query('delete from public.email_connections where user_id = $1', [USER.sam.id]);
    const refused = await begin();
    const bad = await readResultPage(
      await fetch(`${refused.redirectUri}?code=bad-code&state=${refused.state}`),
    );
    expect(bad.status).toBe(502);
    expect(bad.message).toEqual({
      type: 'nylas-oauth',
      success: false,
      purpose: 'mailbox',
      error: 'Nylas refused the connection: Invalid authorization code.',
    });
    const incomplete = await begin();
    const empty = await readResultPage(
      await fetch(`${incomplete.redirectUri}?code=no-grant&state=${incomplete.state}`),
    );
    expect(empty.message.error).toMatch(/without a grant id/);
    const { rows } = await api.db.query('select 1 from public.email_connections where user_id = $1', [
      USER.sam.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('serves no sandbox pages when Nylas is configured', async () => {
    expect((await fetch(`${api.apiUrl}/sandbox/nylas/authorize?provider=google&state=x`)).status).toBe(404);
    const posted = await fetch(`${api.apiUrl}/api/nylas/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=sandbox-consent&state=x',
    });
    expect(posted.status).toBe(404);
  });
});
