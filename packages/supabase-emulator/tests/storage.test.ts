import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { northwind, contoso } = DEMO.organizations;
const BUCKET = 'purchase-orders';
const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}\n%%EOF`], { type: 'application/pdf' });

const { t, sam, ivy, anon } = emulatorSuite({ signIn: ['sam', 'ivy'] });

describe('a member in their organization folder', () => {
  const path = `${northwind}/orders/po-1001.pdf`;

  it('uploads, lists, downloads, signs a URL that opens without auth; only the service role removes', async () => {
    const upload = await sam.storage.from(BUCKET).upload(path, pdf('PO 1001'));
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({
      path,
      fullPath: `${BUCKET}/${path}`,
      id: expect.any(String) as string,
    });

    const { data: row } = await t.db
      .query<{ owner: string; metadata: Record<string, unknown>; path_tokens: string[] }>(
        'select owner, metadata, path_tokens from storage.objects where bucket_id = $1 and name = $2',
        [BUCKET, path],
      )
      .then((r) => ({ data: r.rows[0] }));
    expect(row).toMatchObject({
      owner: DEMO.users.sam.id,
      metadata: {
        mimetype: 'application/pdf',
        size: 22,
        eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/) as string,
      },
      path_tokens: [northwind, 'orders', 'po-1001.pdf'],
    });

    const folders = await sam.storage.from(BUCKET).list(northwind);
    expect(folders.error).toBeNull();
    expect(folders.data).toEqual([expect.objectContaining({ name: 'orders', id: null })]);
    const files = await sam.storage.from(BUCKET).list(`${northwind}/orders`, { search: 'po-' });
    expect(files.data).toEqual([
      expect.objectContaining({
        name: 'po-1001.pdf',
        id: upload.data!.id,
        metadata: expect.objectContaining({ size: 22 }) as object,
      }),
    ]);

    const download = await sam.storage.from(BUCKET).download(path);
    expect(download.error).toBeNull();
    expect(await download.data!.text()).toBe('%PDF-1.4\nPO 1001\n%%EOF');
    expect(download.data!.type).toBe('application/pdf');

    const signed = await sam.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain(`/storage/v1/object/sign/${BUCKET}/${path}?token=`);
    const opened = await fetch(signed.data!.signedUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(await opened.text()).toBe('%PDF-1.4\nPO 1001\n%%EOF');
    // The token opens this object only.
    const elsewhere = await fetch(signed.data!.signedUrl.replace('po-1001.pdf', 'po-9999.pdf'));
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });

    const many = await sam.storage.from(BUCKET).createSignedUrls([path, `${northwind}/missing.pdf`], 60);
    expect(many.data).toEqual([
      expect.objectContaining({ path, error: null, signedUrl: expect.stringContaining('token=') as string }),
      expect.objectContaining({
        path: `${northwind}/missing.pdf`,
        error: 'Either the object does not exist or you do not have access to it',
        signedUrl: null,
      }),
    ]);

    // Originals are never deleted by a member (migration …000200_storage_originals): nothing goes.
    expect(await sam.storage.from(BUCKET).remove([path])).toEqual({ data: [], error: null });
    const removed = await t.client(t.emulator.serviceRoleKey).storage.from(BUCKET).remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([expect.objectContaining({ name: path, bucket_id: BUCKET })]);
    const gone = await sam.storage.from(BUCKET).download(path);
    expect(gone.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    // The bytes went with the row.
    expect((await t.db.query('select 1 from emulator_private.storage_blobs')).rows).toHaveLength(0);
  });

  it('uploads a raw body with its content type and cache-control, and refuses to overwrite an original', async () => {
    const name = `${northwind}/notes.txt`;
    const first = await sam.storage.from(BUCKET).upload(name, 'Order by phone: 12 x NW-1', {
      contentType: 'text/plain',
      cacheControl: '120',
    });
    expect(first.error).toBeNull();
    const head = await sam.storage.from(BUCKET).info(name);
    expect(head.data).toMatchObject({ contentType: 'text/plain', cacheControl: 'max-age=120', size: 25 });

    const again = await sam.storage.from(BUCKET).upload(name, 'other', { contentType: 'text/plain' });
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    // No update policy on the bucket: an upsert of an existing original is refused too.
    const upsert = await sam.storage
      .from(BUCKET)
      .upload(name, 'other', { contentType: 'text/plain', upsert: true });
    expect(upsert.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(await (await sam.storage.from(BUCKET).download(name)).data!.text()).toBe(
      'Order by phone: 12 x NW-1',
    );
    await t.client(t.emulator.serviceRoleKey).storage.from(BUCKET).remove([name]);
  });

  it('refuses a file over the bucket limit and a type the bucket does not allow, writing nothing', async () => {
    const big = new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const tooLarge = await sam.storage.from(BUCKET).upload(`${northwind}/big.pdf`, big);
    expect(tooLarge.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const exe = new Blob(['MZ'], { type: 'application/x-msdownload' });
    const wrongType = await sam.storage.from(BUCKET).upload(`${northwind}/setup.exe`, exe);
    expect(wrongType.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type application/x-msdownload is not supported',
    });
    const { rows } = await t.db.query(
      `select name from storage.objects where name like '%big.pdf' or name like '%setup.exe'`,
    );
    expect(rows).toEqual([]);
    expect((await t.db.query('select 1 from emulator_private.storage_blobs')).rows).toHaveLength(0);
  });
});

describe('another organization', () => {
  const path = `${northwind}/po-2002.pdf`;
  beforeAll(async () => {
    const { error } = await sam.storage.from(BUCKET).upload(path, pdf('PO 2002'));
    if (error) throw error;
  });

  it('cannot list, download, sign, upload into or remove from the folder', async () => {
    expect((await ivy.storage.from(BUCKET).list(northwind)).data).toEqual([]);
    expect((await ivy.storage.from(BUCKET).download(path)).error).toMatchObject({ statusCode: '404' });
    expect((await ivy.storage.from(BUCKET).createSignedUrl(path, 60)).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    });
    const planted = await ivy.storage.from(BUCKET).upload(`${northwind}/planted.pdf`, pdf('x'));
    expect(planted.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await ivy.storage.from(BUCKET).remove([path])).data).toEqual([]);
    expect((await sam.storage.from(BUCKET).download(path)).error).toBeNull();
  });

  it('works in its own folder, which the first organization cannot see', async () => {
    const own = `${contoso}/po-7.pdf`;
    expect((await ivy.storage.from(BUCKET).upload(own, pdf('Contoso'))).error).toBeNull();
    expect((await ivy.storage.from(BUCKET).list(contoso)).data).toEqual([
      expect.objectContaining({ name: 'po-7.pdf' }),
    ]);
    expect((await sam.storage.from(BUCKET).list(contoso)).data).toEqual([]);
    expect((await sam.storage.from(BUCKET).download(own)).error).toMatchObject({ statusCode: '404' });
  });

  it('gives anon nothing', async () => {
    expect((await anon.storage.from(BUCKET).list(northwind)).data).toEqual([]);
    expect((await anon.storage.from(BUCKET).download(path)).error).toMatchObject({ statusCode: '404' });
    expect((await anon.storage.from(BUCKET).upload(`${northwind}/anon.pdf`, pdf('x'))).error).toMatchObject({
      statusCode: '403',
    });
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    // The private bucket has no public URL.
    const response = await fetch(anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('buckets', () => {
  it('are created by the service role only, with their limits, and serve public files', async () => {
    const refused = await sam.storage.createBucket('logos', { public: true });
    expect(refused.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });

    const admin = t.client(t.emulator.serviceRoleKey);
    const created = await admin.storage.createBucket('logos', {
      public: true,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['image/*'],
    });
    expect(created).toEqual({ data: { name: 'logos' }, error: null });
    expect((await admin.storage.getBucket('logos')).data).toMatchObject({
      id: 'logos',
      public: true,
      // Decimal units, as Storage parses them.
      file_size_limit: 1000,
      allowed_mime_types: ['image/*'],
    });
    const logo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    expect((await admin.storage.from('logos').upload('nw.png', logo)).error).toBeNull();
    const publicUrl = admin.storage.from('logos').getPublicUrl('nw.png').data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));

    expect((await admin.storage.deleteBucket('logos')).error).toMatchObject({ statusCode: '409' });
    expect((await admin.storage.emptyBucket('logos')).error).toBeNull();
    expect((await admin.storage.deleteBucket('logos')).data).toEqual({ message: 'Successfully deleted' });
    expect((await admin.storage.getBucket('logos')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('answers an unknown bucket and a missing apikey like Supabase', async () => {
    const missing = await sam.storage.from('nope').upload(`${northwind}/a.pdf`, pdf('x'));
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const noKey = await fetch(`${t.emulator.url}/storage/v1/bucket`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('lets a browser send what storage-js sends (CORS)', async () => {
    const preflight = await t.preflight(
      `/storage/v1/object/${BUCKET}/x.pdf`,
      'POST',
      'authorization, apikey, x-upsert, cache-control, content-type',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-upsert');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
  });
});
