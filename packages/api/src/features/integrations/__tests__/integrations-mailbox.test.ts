import { sealState } from '../oauth-state.js';
import { bearer, getJson } from '../../../../tests/support/http.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { integrationsBackends } from '../../../../tests/support/integrations-backends.js';
import {
  APP_ORIGIN,
  authUrl,
  consentForm,
  postForm,
  readResultPage,
} from '../../../../tests/support/popup.js';
import { ORG, USER } from '../../../../tests/support/seed.js';

describe.each(integrationsBackends)(
  'mailbox connections through the sandbox consent page (%s)',
  (_name, start) => {
    const { api, tokens } = apiSuite(start, ['sam', 'fresh', 'ivy', 'stranger']);

    /** auth-url → the sandbox consent page: its URL and its form. */
    async function consentPage(token: string, query: string) {
      const started = await authUrl(api.apiUrl, token, query);
      expect(started.status).toBe(200);
      const { url, sandbox } = (await started.json()) as { url: string; sandbox: boolean };
      expect(sandbox).toBe(true);
      const consent = await fetch(url);
      expect(consent.status).toBe(200);
      return { url, form: consentForm(await consent.text()) };
    }

    /** GET /api/email_connections's answer. */
    const mailboxes = async (token: string) =>
      (await getJson(`${api.apiUrl}/api/email_connections`, bearer(token))).body;

    const removeMailbox = (token: string, id: string) =>
      fetch(`${api.apiUrl}/api/email_connections/${id}`, { method: 'DELETE', headers: bearer(token) });

    /** auth-url → consent page → Allow, as the popup does; returns the result page. */
    async function connect(token: string, purpose: string, provider = 'google', email?: string) {
      const { form } = await consentPage(token, `provider=${provider}&purpose=${purpose}`);
      return readResultPage(
        await postForm(form.action, {
          state: form.state,
          email: email ?? form.email,
          code: 'sandbox-consent',
        }),
      );
    }

    it('connects a mailbox end to end and stores only the encrypted grant', async () => {
      const started = await authUrl(api.apiUrl, tokens.sam, 'provider=google&purpose=mailbox');
      const { url } = (await started.json()) as { url: string };
      expect(url.startsWith(`${api.apiUrl}/sandbox/nylas/authorize?provider=google&state=`)).toBe(true);

      const consent = await fetch(url);
      const html = await consent.text();
      expect(html).toContain('Sandbox mailbox — no real account is connected');
      expect(consent.headers.get('content-security-policy')).toContain("default-src 'none'");
      const form = consentForm(html);
      expect(form.email).toBe(USER.sam.email);
      expect(form.action).toBe(`${api.apiUrl}/api/nylas/callback`);

      const result = await readResultPage(
        await postForm(form.action, {
          state: form.state,
          email: 'Sales@Northwind.test',
          code: 'sandbox-consent',
        }),
      );
      expect(result.status).toBe(200);
      expect(result.message).toEqual({ type: 'nylas-oauth', success: true, purpose: 'mailbox' });
      expect(result.targetOrigins).toEqual([APP_ORIGIN]);
      // Only the page's own nonce-carrying script may run.
      const nonce = /script-src 'nonce-([^']+)'/.exec(result.csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(result.html).toContain(`<script nonce="${nonce}">`);
      expect(result.html).toContain('window.close()');

      const { rows } = await api.db.query<{
        grant_encrypted: string;
        organization_id: string;
        user_id: string;
      }>(
        `select grant_encrypted, organization_id, user_id from public.email_connections where email = 'sales@northwind.test'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.organization_id).toBe(ORG.northwind);
      expect(rows[0]?.user_id).toBe(USER.sam.id);
      expect(rows[0]?.grant_encrypted).not.toContain('sandbox-grant');
      expect(api.cipher.decrypt(rows[0]!.grant_encrypted)).toMatch(/^sandbox-grant-/);

      const list = await getJson(`${api.apiUrl}/api/email_connections`, bearer(tokens.sam));
      expect(list.status).toBe(200);
      const items = (list.body as { items: Record<string, unknown>[] }).items;
      expect(items).toEqual([
        {
          id: expect.any(String),
          provider: 'google',
          email: 'sales@northwind.test',
          status: 'connected',
          connected_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
    });

    it('keeps one row when the same mailbox is connected again', async () => {
      expect((await connect(tokens.sam, 'mailbox', 'google', 'sales@northwind.test')).message.success).toBe(
        true,
      );
      const list = await getJson(`${api.apiUrl}/api/email_connections`, bearer(tokens.sam));
      expect((list.body as { items: unknown[] }).items).toHaveLength(1);
    });

    it('hides the grant from browser roles: the emulator’s REST refuses to select it', async () => {
      const rest = (query: string) =>
        fetch(`${api.supabaseUrl}/rest/v1/email_connections?${query}`, {
          headers: { apikey: api.anonKey, ...bearer(tokens.sam) },
        });
      expect((await rest('select=grant_encrypted')).status).toBeGreaterThanOrEqual(400);
      expect((await rest('select=email,status')).status).toBe(200);
      // And on the API's own database (PostgreSQL here is not the emulator's): column privileges refuse it.
      await expect(
        api.db.transaction(async (tx) => {
          await tx.query('set local role authenticated');
          await tx.query('select grant_encrypted from public.email_connections');
        }),
      ).rejects.toThrow(/permission denied/);
    });

    it('isolates organizations: another org neither lists nor deletes the mailbox', async () => {
      const others = await getJson(`${api.apiUrl}/api/email_connections`, bearer(tokens.fresh));
      expect(others.body).toEqual({ items: [] });
      const { items } = (await mailboxes(tokens.sam)) as { items: { id: string }[] };
      const id = items[0]!.id;
      const foreign = await removeMailbox(tokens.fresh, id);
      expect(foreign.status).toBe(404);
      const own = await removeMailbox(tokens.sam, id);
      expect(own.status).toBe(204);
      expect(await mailboxes(tokens.sam)).toEqual({ items: [] });
      const again = await removeMailbox(tokens.sam, id);
      expect(again.status).toBe(404);
    });

    it('denying consent reports failure and stores nothing', async () => {
      const { form } = await consentPage(tokens.fresh, 'provider=microsoft&purpose=mailbox');
      const result = await readResultPage(
        await postForm(form.action, { state: form.state, error: 'access_denied' }),
      );
      expect(result.message).toEqual({
        type: 'nylas-oauth',
        success: false,
        purpose: 'mailbox',
        error: 'Access was denied, so no mailbox was connected.',
      });
      expect(result.targetOrigins).toEqual([APP_ORIGIN]);
      expect(result.html).toContain('Access was denied');
      expect(await mailboxes(tokens.fresh)).toEqual({
        items: [],
      });
    });

    it('refuses a tampered or expired state, posting only to the allowed app origins', async () => {
      const {
        url,
        form: { state, action },
      } = await consentPage(tokens.fresh, 'provider=google&purpose=mailbox');
      const tampered = state.slice(0, 40) + (state[40] === 'A' ? 'B' : 'A') + state.slice(41);
      const bad = await readResultPage(
        await postForm(action, { state: tampered, email: 'x@fresh.test', code: 'sandbox-consent' }),
      );
      expect(bad.status).toBe(400);
      expect(bad.message).toMatchObject({ success: false, purpose: null });
      expect(bad.message.error).toMatch(/not valid/);
      expect(bad.targetOrigins).toEqual([
        'http://localhost:3000',
        'http://localhost:3001',
        'http://localhost:3002',
      ]);

      const expired = sealState(
        api.cipher,
        {
          userId: USER.fresh.id,
          organizationId: ORG.freshStart,
          purpose: 'mailbox',
          provider: 'google',
          origin: APP_ORIGIN,
        },
        Date.now() - 11 * 60 * 1000,
      );
      const old = await readResultPage(
        await postForm(action, { state: expired, email: 'x@fresh.test', code: 'sandbox-consent' }),
      );
      expect(old.message.error).toMatch(/expired/);
      const consentWithOldState = await readResultPage(
        await fetch(`${api.apiUrl}/sandbox/nylas/authorize?provider=google&state=${expired}`),
      );
      expect(consentWithOldState.message.error).toMatch(/expired/);

      const missing = await readResultPage(await fetch(`${api.apiUrl}/api/nylas/callback?code=x`));
      expect(missing.message.success).toBe(false);
      const wrongProvider = await readResultPage(
        await fetch(url.replace('provider=google', 'provider=yahoo')),
      );
      expect(wrongProvider.message.error).toMatch(/Unknown mailbox provider/);
      expect(await mailboxes(tokens.fresh)).toEqual({
        items: [],
      });
    });

    it('escapes what it echoes into HTML', async () => {
      const { state, action } = (await consentPage(tokens.fresh, 'provider=google&purpose=mailbox')).form;
      const result = await readResultPage(
        await postForm(action, {
          state,
          error: 'server_error',
          error_description: '</script><img src=x onerror=alert(1)>',
        }),
      );
      expect(result.html).not.toContain('<img');
      expect(result.html).toContain('&lt;/script&gt;&lt;img');
      expect(result.message.error).toContain('</script><img');
    });

    it('refuses origins that are not allowed, unknown providers and purposes', async () => {
      const evil = await authUrl(
        api.apiUrl,
        tokens.sam,
        'provider=google&purpose=mailbox',
        'https://evil.test',
      );
      expect(evil.status).toBe(400);
      expect(await evil.json()).toMatchObject({ error: 'origin_not_allowed' });
      const byParam = await fetch(
        `${api.apiUrl}/api/nylas/auth-url?provider=google&purpose=mailbox&origin=${encodeURIComponent('http://localhost:3001')}`,
        { headers: bearer(tokens.sam) },
      );
      expect(byParam.status).toBe(200);
      expect((await authUrl(api.apiUrl, tokens.sam, 'provider=yahoo&purpose=mailbox')).status).toBe(400);
      expect((await authUrl(api.apiUrl, tokens.sam, 'provider=google&purpose=calendar')).status).toBe(400);
      expect((await fetch(`${api.apiUrl}/api/nylas/auth-url?provider=google&purpose=mailbox`)).status).toBe(
        401,
      );
    });

    it('keeps the integrations to members of outbound organizations', async () => {
      for (const path of [
        '/api/nylas/auth-url?provider=google&purpose=mailbox',
        '/api/email_connections',
        '/api/ai-employee',
      ]) {
        const inbound = await getJson(`${api.apiUrl}${path}`, { ...bearer(tokens.ivy), origin: APP_ORIGIN });
        expect(inbound.status).toBe(403);
        expect(inbound.body).toMatchObject({
          error: 'forbidden',
          message: 'This feature is part of the outbound plan.',
        });
        const outsider = await getJson(`${api.apiUrl}${path}`, {
          ...bearer(tokens.stranger),
          origin: APP_ORIGIN,
        });
        expect(outsider.status).toBe(403);
      }
    });

    it('documents every integrations route in the OpenAPI document', async () => {
      const doc = (await getJson(`${api.apiUrl}/api/openapi.json`)).body as {
        paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
      };
      const integrations = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.tags?.includes('Integrations'))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(integrations.sort()).toEqual([
        'DELETE /api/ai-employee/mailbox',
        'DELETE /api/email_connections/{id}',
        'DELETE /api/social_connections/{id}',
        'GET /api/ai-employee',
        'GET /api/email_connections',
        'GET /api/nylas/auth-url',
        'GET /api/nylas/callback',
        'GET /api/social_connections',
        'GET /sandbox/nylas/authorize',
        'POST /api/nylas/callback',
        'POST /api/social_connections',
      ]);
      expect(doc.paths['/api/nylas/callback']?.get?.security).toEqual([]);
    });

    it('connects and clears the AI employee mailbox without ever returning its token', async () => {
      expect((await getJson(`${api.apiUrl}/api/ai-employee`, bearer(tokens.fresh))).body).toEqual({
        employee: null,
      });
      const result = await connect(tokens.fresh, 'ai_employee', 'microsoft', 'aide@freshstart.test');
      expect(result.message).toEqual({ type: 'nylas-oauth', success: true, purpose: 'ai_employee' });

      const employee = await getJson(`${api.apiUrl}/api/ai-employee`, bearer(tokens.fresh));
      expect(employee.body).toEqual({
        employee: {
          id: expect.any(String),
          email: 'aide@freshstart.test',
          provider: 'Microsoft',
          connected_at: expect.stringMatching(/^\d{4}-/),
        },
      });
      const { rows } = await api.db.query<{ email_token_encrypted: string }>(
        'select email_token_encrypted from public.ai_employees where user_id = $1',
        [USER.fresh.id],
      );
      expect(api.cipher.decrypt(rows[0]!.email_token_encrypted)).toMatch(/^sandbox-grant-/);
      // A mailbox purpose connection is not created by the AI employee flow.
      expect(await mailboxes(tokens.fresh)).toEqual({
        items: [],
      });
      // Sam (another organization) sees his own, empty, AI employee.
      expect((await getJson(`${api.apiUrl}/api/ai-employee`, bearer(tokens.sam))).body).toEqual({
        employee: null,
      });

      const cleared = await fetch(`${api.apiUrl}/api/ai-employee/mailbox`, {
        method: 'DELETE',
        headers: bearer(tokens.fresh),
      });
      expect(cleared.status).toBe(204);
      expect((await getJson(`${api.apiUrl}/api/ai-employee`, bearer(tokens.fresh))).body).toEqual({
        employee: null,
      });
      const left = await api.db.query('select 1 from public.ai_employees where user_id = $1', [
        USER.fresh.id,
      ]);
      expect(left.rows).toHaveLength(0);
    });
  },
);
