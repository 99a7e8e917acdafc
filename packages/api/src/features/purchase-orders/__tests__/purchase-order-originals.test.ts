// An order's original stays the original (migration 20261128000200_storage_originals): a member who talks to
// Storage directly with supabase-js cannot delete it, overwrite it, or put another file under its name, not even
// after the service role removed it; "Open the original" keeps serving the bytes the order was read from. The
// API removes a failed upload with the service role, and leaves it (with a warning) without that key.
import { randomUUID } from 'node:crypto';
import { LOCAL_SERVICE_ROLE_KEY } from '@aide/supabase-emulator';
import type { SupabaseClient } from '@supabase/supabase-js';
import { removeOriginal, uploadOriginal } from '../intake/storage-originals.js';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { corpusBytes } from '../../../../tests/support/purchase-order-fixtures.js';
import { ORG, USER } from '../../../../tests/support/seed.js';
import { sendJson } from '../../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

const BUCKET = 'purchase-orders';

interface Detail {
  id: string;
  source_document: { path: string; name: string; signed_url: string | null } | null;
}

describe.each(apiBackends)('Purchase-order originals on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['ivy']);
  let ivy: SupabaseClient;
  let serviceRole: SupabaseClient;
  let original: Uint8Array;
  let order: Detail;

  const client = async (key: string) => {
    const { createClient } = await import('@supabase/supabase-js');
    return createClient(api.supabaseUrl, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Nothing here listens: a transport that never connects.
      realtime: { transport: class {} as never },
    });
  };
  const detail = async () =>
    (await sendJson('GET', `${api.apiUrl}/accounting/purchase-orders/${order.id}`, tokens.ivy))
      .body as Detail;
  const openTheOriginal = async () => {
    const { source_document } = await detail();
    if (!source_document?.signed_url) return null;
    const response = await fetch(source_document.signed_url);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  };
  const forgery = () =>
    new Blob(['%PDF-1.4\nPO-202601037 now costs twice as much\n%%EOF'], { type: 'application/pdf' });

  beforeAll(async () => {
    ivy = await client(api.anonKey);
    const { error } = await ivy.auth.signInWithPassword({
      email: USER.ivy.email,
      password: USER.ivy.password,
    });
    if (error) throw error;
    serviceRole = await client(LOCAL_SERVICE_ROLE_KEY);
    original = await corpusBytes('classic-1.pdf');
    const form = new FormData();
    form.append('files', new Blob([original]), 'classic-1.pdf');
    const response = await fetch(`${api.apiUrl}/accounting/purchase-orders/intake`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.ivy}` },
      body: form,
    });
    const body = (await response.json()) as { results: { order: Detail }[] };
    order = body.results[0]!.order;
  }, 60_000);
  afterAll(async () => {
    await ivy?.auth.signOut();
  });

  test('a member cannot delete the original', async () => {
    const path = order.source_document!.path;
    expect(await ivy.storage.from(BUCKET).remove([path])).toEqual({ data: [], error: null });
    const one = await fetch(`${api.supabaseUrl}/storage/v1/object/${BUCKET}/${path}`, {
      method: 'DELETE',
      headers: { apikey: api.anonKey, authorization: `Bearer ${tokens.ivy}` },
    });
    expect(one.ok).toBe(false);
    expect(await openTheOriginal()).toEqual(original);
  });

  test('nor overwrite it, move or copy another file onto it', async () => {
    const path = order.source_document!.path;
    expect((await ivy.storage.from(BUCKET).upload(path, forgery(), { upsert: true })).error).not.toBeNull();
    expect((await ivy.storage.from(BUCKET).upload(path, forgery())).error).not.toBeNull();
    const elsewhere = `${ORG.contoso}/${randomUUID()}/forged.pdf`;
    expect((await ivy.storage.from(BUCKET).upload(elsewhere, forgery())).error).toBeNull();
    expect((await ivy.storage.from(BUCKET).move(elsewhere, path)).error).not.toBeNull();
    expect((await ivy.storage.from(BUCKET).copy(elsewhere, path)).error).not.toBeNull();
    expect(await openTheOriginal()).toEqual(original);
  });

  test('its name is never taken again, even after the service role removed the file', async () => {
    const path = order.source_document!.path;
    expect((await serviceRole.storage.from(BUCKET).remove([path])).data).toHaveLength(1);
    const forged = await ivy.storage.from(BUCKET).upload(path, forgery());
    expect(forged.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const elsewhere = `${ORG.contoso}/${randomUUID()}/forged.pdf`;
    expect((await ivy.storage.from(BUCKET).upload(elsewhere, forgery())).error).toBeNull();
    expect((await ivy.storage.from(BUCKET).copy(elsewhere, path)).error).toMatchObject({ statusCode: '403' });
    // The order still names the original; nothing else is ever served in its place.
    expect((await detail()).source_document).toMatchObject({ name: 'classic-1.pdf', signed_url: null });
  });

  test('a failed upload is removed with the service role, or left behind with a warning without its key', async () => {
    const storage = { url: api.supabaseUrl, apiKey: api.anonKey };
    const exists = async (path: string) => !(await serviceRole.storage.from(BUCKET).download(path)).error;

    const removed = `${ORG.contoso}/${randomUUID()}/failed.pdf`;
    await uploadOriginal(storage, tokens.ivy, removed, original, 'application/pdf');
    await removeOriginal({ ...storage, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY }, tokens.ivy, removed);
    expect(await exists(removed)).toBe(false);

    const kept = `${ORG.contoso}/${randomUUID()}/failed.pdf`;
    await uploadOriginal(storage, tokens.ivy, kept, original, 'application/pdf');
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (message: unknown) => warnings.push(message);
    try {
      await removeOriginal(storage, tokens.ivy, kept);
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([expect.stringContaining(`left ${kept} behind`)]);
    expect(await exists(kept)).toBe(true);
  });
});
