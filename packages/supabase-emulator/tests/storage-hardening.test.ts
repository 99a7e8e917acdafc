// Storage that serves no script and keeps originals original: copy and move respect the destination bucket's
// types and size, active content is served as a download with nosniff and a sandboxing CSP, bad content types
// and keys are 400s in Supabase's shape, signed URLs last at most 7 days, and the purchase-orders bucket's
// policies (supabase/migrations/20261128000200_storage_originals.sql) let no member delete or replace an
// original.
import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { northwind, contoso } = DEMO.organizations;
const ORIGINALS = 'purchase-orders';
/** A private bucket without type restrictions, to see how every type is served. */
const LOOSE = 'hardening-loose';
/** A small bucket that takes plain text only. */
const TINY = 'hardening-tiny';
const WEEK = 7 * 24 * 60 * 60;
const SANDBOX = "default-src 'none'; sandbox";

const { t, sam, ivy } = emulatorSuite({
  signIn: ['sam', 'ivy'],
  seed: async (t) => {
    const admin = t.client(t.emulator.serviceRoleKey);
    for (const { error } of [
      await admin.storage.createBucket(LOOSE, { public: true }),
      await admin.storage.createBucket(TINY, {
        public: false,
        fileSizeLimit: 16,
        allowedMimeTypes: ['text/plain'],
      }),
    ])
      if (error) throw error;
  },
});

const admin = () => t.client(t.emulator.serviceRoleKey);
const storageUrl = (path: string) => `${t.emulator.url}/storage/v1${path}`;

/** The headers of a signed-in client, or of the service role when the client has no session. */
async function bearer(client: typeof sam): Promise<Record<string, string>> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token)
    return { apikey: t.emulator.serviceRoleKey, authorization: `Bearer ${t.emulator.serviceRoleKey}` };
  return { apikey: t.emulator.anonKey, authorization: `Bearer ${token}` };
}

/** POST /object/copy or /object/move as storage-js sends them, with whatever metadata the caller wants. */
async function post(client: typeof sam, route: 'copy' | 'move', body: Record<string, unknown>) {
  const response = await fetch(storageUrl(`/object/${route}`), {
    method: 'POST',
    headers: { ...(await bearer(client)), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const objectNames = async (bucket: string) =>
  (
    await t.db.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 order by name',
      [bucket],
    )
  ).rows.map((row) => row.name);

describe('copy and move check the destination bucket', () => {
  const text = `${northwind}/copy-source.txt`;

  beforeAll(async () => {
    const { error } = await sam.storage
      .from(ORIGINALS)
      .upload(text, '<script>alert(document.cookie)</script>', { contentType: 'text/plain' });
    if (error) throw error;
  });

  it.each(['text/html', 'image/svg+xml', 'application/javascript'])(
    'a copy renamed to %s is refused like an upload of it',
    async (mimetype) => {
      const copy = await post(sam, 'copy', {
        bucketId: ORIGINALS,
        sourceKey: text,
        destinationKey: `${northwind}/copy-as-${mimetype.replace(/\W/g, '-')}`,
        copyMetadata: false,
        metadata: { mimetype },
      });
      expect(copy).toEqual({
        status: 400,
        body: {
          statusCode: '415',
          code: 'InvalidMimeType',
          error: 'invalid_mime_type',
          message: `mime type ${mimetype} is not supported`,
        },
      });
      expect(await objectNames(ORIGINALS)).not.toContain(
        `${northwind}/copy-as-${mimetype.replace(/\W/g, '-')}`,
      );
    },
  );

  it('a copy keeps to the limits of the bucket it lands in', async () => {
    const root = admin();
    expect(
      (await root.storage.from(LOOSE).upload('long.txt', 'x'.repeat(17), { contentType: 'text/plain' }))
        .error,
    ).toBeNull();
    expect(
      (await root.storage.from(LOOSE).upload('page.pdf', '%PDF-1.4', { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
    const tooBig = await root.storage.from(LOOSE).copy('long.txt', 'long.txt', { destinationBucket: TINY });
    expect(tooBig.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const wrongType = await root.storage
      .from(LOOSE)
      .copy('page.pdf', 'page.pdf', { destinationBucket: TINY });
    expect(wrongType.error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    expect(await objectNames(TINY)).toEqual([]);
  });

  it('a move keeps to them too, and leaves the object where it was', async () => {
    const root = admin();
    const tooBig = await root.storage.from(LOOSE).move('long.txt', 'moved.txt', { destinationBucket: TINY });
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    const wrongType = await root.storage
      .from(LOOSE)
      .move('page.pdf', 'moved.pdf', { destinationBucket: TINY });
    expect(wrongType.error).toMatchObject({ statusCode: '415' });
    expect(await objectNames(TINY)).toEqual([]);
    expect(await objectNames(LOOSE)).toEqual(expect.arrayContaining(['long.txt', 'page.pdf']));
    // What fits goes.
    expect(
      (await root.storage.from(LOOSE).upload('short.txt', 'fits', { contentType: 'text/plain' })).error,
    ).toBeNull();
    expect(
      (await root.storage.from(LOOSE).move('short.txt', 'short.txt', { destinationBucket: TINY })).error,
    ).toBeNull();
    expect(await objectNames(TINY)).toEqual(['short.txt']);
  });

  it('a copy names a real content type or is refused', async () => {
    const copy = await post(admin(), 'copy', {
      bucketId: LOOSE,
      sourceKey: 'long.txt',
      destinationKey: 'bad-type.txt',
      copyMetadata: false,
      metadata: { mimetype: 'text/plain\r\nx-evil: 1' },
    });
    expect(copy.status).toBe(400);
    expect(copy.body).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
  });
});

describe('serving what members stored', () => {
  const files: [name: string, type: string, body: string][] = [
    ['page.html', 'text/html', '<script>alert(1)</script>'],
    ['image.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['feed.xml', 'application/xml', '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'],
    ['app.js', 'text/javascript', 'alert(1)'],
    ['page.xhtml', 'application/xhtml+xml; charset=utf-8', '<html xmlns="http://www.w3.org/1999/xhtml"/>'],
    ['odd.bin', 'application/x-unknown', 'MZ'],
    ['order.pdf', 'application/pdf', '%PDF-1.4'],
    ['photo.png', 'image/png', '\x89PNG'],
    ['photo.jpg', 'image/jpeg', '\xff\xd8\xff'],
    ['notes.txt', 'text/plain; charset=utf-8', 'hello'],
  ];

  beforeAll(async () => {
    const root = admin();
    for (const [name, contentType, body] of files) {
      const { error } = await root.storage.from(LOOSE).upload(`served/${name}`, body, { contentType });
      if (error) throw error;
    }
  });

  const signed = async (name: string) => {
    const { data, error } = await admin().storage.from(LOOSE).createSignedUrl(`served/${name}`, 60);
    if (error) throw error;
    return fetch(data.signedUrl);
  };

  it.each(['page.html', 'image.svg', 'feed.xml', 'app.js', 'page.xhtml', 'odd.bin'])(
    '%s is a download, never a page: attachment, nosniff, sandboxed',
    async (name) => {
      const response = await signed(name);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename=${name}; filename*=UTF-8''${name}`,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe(SANDBOX);
    },
  );

  it('HTML goes out as text/plain, as Supabase serves it', async () => {
    expect((await signed('page.html')).headers.get('content-type')).toBe('text/plain');
  });

  it.each([
    ['photo.png', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
    ['notes.txt', 'text/plain; charset=utf-8'],
  ])('%s opens inline, sandboxed', async (name, type) => {
    const response = await signed(name);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(SANDBOX);
  });

  it('a PDF opens inline without the sandbox keyword (browsers refuse to show a sandboxed PDF)', async () => {
    const response = await signed('order.pdf');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it('every way to read an object sends the same headers', async () => {
    const publicUrl = admin().storage.from(LOOSE).getPublicUrl('served/image.svg').data.publicUrl;
    const authenticated = storageUrl(`/object/authenticated/${LOOSE}/served/image.svg`);
    for (const [url, init] of [
      [publicUrl, {}],
      [authenticated, { headers: { apikey: t.emulator.serviceRoleKey } }],
      [authenticated, { method: 'HEAD', headers: { apikey: t.emulator.serviceRoleKey } }],
    ] as const) {
      const response = await fetch(url, init);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=image\.svg;/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe(SANDBOX);
    }
  });

  it('?download= still names the file, for safe types too', async () => {
    const { data } = await admin()
      .storage.from(LOOSE)
      .createSignedUrl('served/photo.png', 60, { download: 'x.png' });
    const response = await fetch(data!.signedUrl);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename=x.png; filename*=UTF-8''x.png",
    );
  });
});

describe('bad content types and keys are 400s in Supabase’s shape', () => {
  const upload = async (name: string, contentType: string) => {
    const response = await fetch(storageUrl(`/object/${ORIGINALS}/${name}`), {
      method: 'POST',
      headers: { ...(await bearer(sam)), 'content-type': contentType },
      body: 'hello',
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it.each(['text', '', 'a b/c', 'téxt/plain', '/'])('content type %j', async (contentType) => {
    expect(await upload(`${northwind}/ct.txt`, contentType)).toEqual({
      status: 400,
      body: {
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: 'Invalid Content-Type header',
      },
    });
  });

  it('a multipart upload naming no real type', async () => {
    const form = new FormData();
    form.append('contentType', 'not a type');
    form.append('file', new Blob(['hello']), 'x.txt');
    const response = await fetch(storageUrl(`/object/${LOOSE}/multipart.txt`), {
      method: 'POST',
      headers: { apikey: t.emulator.serviceRoleKey },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
  });

  const long = `${northwind}/${'a'.repeat(5000)}.txt`;
  it('a 5,000-character name', async () => {
    const refused = await upload(long, 'text/plain');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: '400', code: 'InvalidKey', error: 'InvalidKey' });
    // 1,024 characters is S3's limit, and still a name.
    const longest = `${northwind}/${'b'.repeat(1024 - northwind.length - 5)}.txt`;
    expect(longest).toHaveLength(1024);
    expect((await upload(longest, 'text/plain')).status).toBe(200);
  });

  it.each([
    `${northwind}/a/../b.txt`,
    `${northwind}/./b.txt`,
    `${northwind}/..`,
    `${northwind}/a\u0001b.txt`,
    `${northwind}/a\u007fb.txt`,
  ])('the name %j, on upload, copy and move', async (name) => {
    const expected = {
      statusCode: '400',
      code: 'InvalidKey',
      error: 'InvalidKey',
      message: `Invalid key: ${name}`,
    };
    // The path as the server receives it: `..` sent encoded so no URL parser folds it away.
    const encoded = name.split('/').map(encodeURIComponent).join('%2F');
    const raw = await upload(encoded, 'text/plain');
    expect(raw).toEqual({ status: 400, body: expected });
    const root = admin();
    await root.storage.from(LOOSE).upload('key-source.txt', 'x', { contentType: 'text/plain', upsert: true });
    for (const route of ['copy', 'move'] as const) {
      const result = await post(root, route, {
        bucketId: LOOSE,
        sourceKey: 'key-source.txt',
        destinationKey: name,
      });
      expect(result).toEqual({ status: 400, body: expected });
    }
    expect(
      (await t.db.query(`select 1 from storage.objects where name like '%/../%' or name like '%/./%'`)).rows,
    ).toEqual([]);
  });
});

describe('signed URLs last at most 7 days', () => {
  const path = `${northwind}/signed.pdf`;
  beforeAll(async () => {
    const { error } = await sam.storage
      .from(ORIGINALS)
      .upload(path, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    if (error) throw error;
  });

  const tooLong = {
    statusCode: '400',
    code: 'InvalidParameter',
    error: 'InvalidParameter',
    message: 'Invalid Parameter expiresIn',
  };

  it('createSignedUrl: 7 days yes, a second more or 300 years no', async () => {
    const week = await sam.storage.from(ORIGINALS).createSignedUrl(path, WEEK);
    expect(week.error).toBeNull();
    const token = new URL(week.data!.signedUrl).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(WEEK);
    for (const seconds of [WEEK + 1, 300 * 365 * 24 * 60 * 60]) {
      const response = await fetch(storageUrl(`/object/sign/${ORIGINALS}/${path}`), {
        method: 'POST',
        headers: { ...(await bearer(sam)), 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn: seconds }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(tooLong);
    }
  });

  it('createSignedUrls: the same cap', async () => {
    const refused = await sam.storage.from(ORIGINALS).createSignedUrls([path], WEEK + 1);
    expect(refused.error).toMatchObject({ statusCode: '400', message: 'Invalid Parameter expiresIn' });
    expect((await sam.storage.from(ORIGINALS).createSignedUrls([path], WEEK)).error).toBeNull();
  });

  it('upload signed URLs are not handed out at all', async () => {
    const upload = await sam.storage.from(ORIGINALS).createSignedUploadUrl(`${northwind}/later.pdf`);
    expect(upload.data).toBeNull();
    expect(upload.error).not.toBeNull();
  });
});

describe('purchase-order originals (migration 20261128000200_storage_originals)', () => {
  const original = `${contoso}/${'0f0f0f0f-0000-4000-8000-000000000001'}/order.pdf`;
  const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}`], { type: 'application/pdf' });

  beforeAll(async () => {
    const { error } = await ivy.storage.from(ORIGINALS).upload(original, pdf('the original'));
    if (error) throw error;
    await t.db.query(
      `insert into public.aide_purchase_orders
         (organization_id, po_number, customer_name, order_date, total, source, source_document_path)
       values ($1, 'PO-ORIGINAL-1', 'Original Co', current_date, 1, 'upload', $2)`,
      [contoso, original],
    );
  });

  it('no member deletes an original, in bulk or one by one', async () => {
    expect(await ivy.storage.from(ORIGINALS).remove([original])).toEqual({ data: [], error: null });
    const one = await fetch(storageUrl(`/object/${ORIGINALS}/${original}`), {
      method: 'DELETE',
      headers: await bearer(ivy),
    });
    expect(one.status).toBe(400);
    expect(await one.json()).toMatchObject({ statusCode: '403' });
    expect(await (await ivy.storage.from(ORIGINALS).download(original)).data!.text()).toBe(
      '%PDF-1.4\nthe original',
    );
  });

  it('nor overwrites, moves or copies over it', async () => {
    const upsert = await ivy.storage.from(ORIGINALS).upload(original, pdf('forged'), { upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: '403' });
    expect(
      (await ivy.storage.from(ORIGINALS).upload(`${contoso}/forged.pdf`, pdf('forged'))).error,
    ).toBeNull();
    expect((await ivy.storage.from(ORIGINALS).move(`${contoso}/forged.pdf`, original)).error).not.toBeNull();
    expect((await ivy.storage.from(ORIGINALS).copy(`${contoso}/forged.pdf`, original)).error).not.toBeNull();
    expect(await (await ivy.storage.from(ORIGINALS).download(original)).data!.text()).toBe(
      '%PDF-1.4\nthe original',
    );
  });

  it('a name an order points at is never taken again, even after the service role removed the file', async () => {
    expect((await admin().storage.from(ORIGINALS).remove([original])).data).toHaveLength(1);
    const forged = await ivy.storage.from(ORIGINALS).upload(original, pdf('forged'));
    expect(forged.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await ivy.storage.from(ORIGINALS).copy(`${contoso}/forged.pdf`, original)).error).toMatchObject({
      statusCode: '403',
    });
    expect(await objectNames(ORIGINALS)).not.toContain(original);
  });

  it('the policy itself refuses a type outside the bucket’s list (hosted Storage checks no type on copy)', async () => {
    // As hosted Storage tests a copy: an insert as the member, carrying the metadata the copy would have.
    const attempt = (mimetype: string, name: string) =>
      t.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: DEMO.users.ivy.id, role: 'authenticated', aal: 'aal1' }),
        ]);
        await tx.query('set local role authenticated');
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, jsonb_build_object('mimetype', $3::text))`,
          [ORIGINALS, name, mimetype],
        );
        // Accepted: undone by failing the transaction.
        throw new Error('inserted');
      });
    await expect(attempt('image/svg+xml', `${contoso}/x.svg`)).rejects.toThrow(/row-level security/);
    await expect(attempt('text/html; charset=utf-8', `${contoso}/x.html`)).rejects.toThrow(
      /row-level security/,
    );
    await expect(attempt('Application/PDF', `${contoso}/x.pdf`)).rejects.toThrow('inserted');
  });
});
