import { parseProfileUrl } from '../social-profile-url.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { bearer, expectError, getJson } from '../../../../tests/support/http.js';
import { integrationsBackends } from '../../../../tests/support/integrations-backends.js';
import { ORG } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';

describe('parseProfileUrl', () => {
  it('derives the handle from the last path segment and normalises the URL', () => {
    expect(parseProfileUrl('linkedin', 'https://www.linkedin.com/in/sam-rivera/?trk=x#top')).toEqual({
      ok: true,
      handle: 'sam-rivera',
      profileUrl: 'https://www.linkedin.com/in/sam-rivera',
    });
    expect(parseProfileUrl('x', 'twitter.com/@NorthwindHQ')).toEqual({
      ok: true,
      handle: 'NorthwindHQ',
      profileUrl: 'https://twitter.com/@NorthwindHQ',
    });
    expect(parseProfileUrl('facebook', 'https://m.facebook.com/profile.php?id=1000123')).toMatchObject({
      ok: true,
      handle: '1000123',
      profileUrl: 'https://m.facebook.com/profile.php?id=1000123',
    });
    expect(parseProfileUrl('instagram', 'http://instagram.com/northwind')).toMatchObject({
      handle: 'northwind',
      profileUrl: 'https://instagram.com/northwind',
    });
  });

  it('refuses another network’s host, look-alike hosts, no profile path and non-URLs', () => {
    expect(parseProfileUrl('linkedin', 'https://x.com/sam')).toEqual({
      ok: false,
      message: 'A LinkedIn profile URL must be on linkedin.com (e.g. https://www.linkedin.com/in/your-name).',
    });
    expect(parseProfileUrl('x', 'https://notx.com/sam').ok).toBe(false);
    expect(parseProfileUrl('instagram', 'https://instagram.com.evil.test/sam').ok).toBe(false);
    expect(parseProfileUrl('facebook', 'https://facebook.com/').ok).toBe(false);
    expect(parseProfileUrl('x', 'javascript:alert(1)').ok).toBe(false);
    expect(parseProfileUrl('x', 'https://x .com/a').ok).toBe(false);
  });
});

describe.each(integrationsBackends)('social connections (%s)', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam', 'fresh', 'ivy']);

  const add = (token: string, network: string, profile_url?: string, more: object = {}) =>
    sendJson('POST', `${api.apiUrl}/api/social_connections`, token, { network, profile_url, ...more });
  const list = async (token: string) =>
    (await getJson(`${api.apiUrl}/api/social_connections`, bearer(token))).body as {
      items: { id: string; network: string; handle: string }[];
    };

  it('adds a profile with the handle from its URL and lists it', async () => {
    const created = await add(tokens.sam, 'linkedin', 'https://www.linkedin.com/company/northwind/');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      network: 'linkedin',
      handle: 'northwind',
      profile_url: 'https://www.linkedin.com/company/northwind',
      connected_at: expect.stringMatching(/^\d{4}-/),
    });
    expect((await add(tokens.sam, 'x', 'https://x.com/NorthwindHQ')).status).toBe(201);
    expect((await list(tokens.sam)).items.map((item) => `${item.network}:${item.handle}`)).toEqual([
      'linkedin:northwind',
      'x:NorthwindHQ',
    ]);
  });

  it('answers 409 for the same handle on the same network, whatever its case or host', async () => {
    const duplicate = await add(tokens.sam, 'x', 'https://twitter.com/northwindhq');
    expectError(duplicate, 409, 'already_connected', 'northwindhq is already connected for this network.');
    // The same handle elsewhere is fine: another network, another organization.
    expect((await add(tokens.sam, 'instagram', 'instagram.com/northwindhq')).status).toBe(201);
    expect((await add(tokens.fresh, 'x', 'https://x.com/NorthwindHQ')).status).toBe(201);
  });

  it('validates the network, the URL host and the body', async () => {
    expectError(
      await add(tokens.sam, 'facebook', 'https://www.linkedin.com/in/sam'),
      400,
      'invalid_profile_url',
      'A Facebook profile URL must be on facebook.com (e.g. https://www.facebook.com/your-page).',
    );
    expect((await add(tokens.sam, 'myspace', 'https://myspace.com/sam')).status).toBe(400);
    expect((await add(tokens.sam, 'x')).status).toBe(400);
    // The organization is always the caller's: a body field naming another one is ignored.
    const smuggled = await add(tokens.sam, 'x', 'https://x.com/smuggled', {
      organization_id: ORG.freshStart,
    });
    expect(smuggled.status).toBe(201);
    const { id } = smuggled.body as { id: string };
    const { rows } = await api.db.query<{ organization_id: string }>(
      'select organization_id from public.social_connections where id = $1',
      [id],
    );
    expect(rows[0]?.organization_id).toBe(ORG.northwind);
    await api.db.query('delete from public.social_connections where id = $1', [id]);
  });

  it('keeps organizations apart and removes a profile only from its own organization', async () => {
    const freshItems = (await list(tokens.fresh)).items;
    expect(freshItems.map((item) => item.handle)).toEqual(['NorthwindHQ']);
    const samItem = (await list(tokens.sam)).items.find((item) => item.network === 'linkedin')!;
    const remove = (token: string, id: string) =>
      fetch(`${api.apiUrl}/api/social_connections/${id}`, { method: 'DELETE', headers: bearer(token) });
    expect((await remove(tokens.fresh, samItem.id)).status).toBe(404);
    expect((await remove(tokens.sam, samItem.id)).status).toBe(204);
    expect((await remove(tokens.sam, samItem.id)).status).toBe(404);
    expect((await remove(tokens.sam, 'not-a-uuid')).status).toBe(400);
    expect((await list(tokens.sam)).items.map((item) => item.network)).toEqual(['instagram', 'x']);
    expect((await list(tokens.fresh)).items).toHaveLength(1);
  });

  it('refuses inbound-plan members', async () => {
    expect((await add(tokens.ivy, 'x', 'https://x.com/contoso')).status).toBe(403);
    expect((await getJson(`${api.apiUrl}/api/social_connections`, bearer(tokens.ivy))).status).toBe(403);
  });
});
