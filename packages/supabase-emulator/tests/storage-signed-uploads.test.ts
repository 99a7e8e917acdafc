// Storage's signed upload URLs and list-v2 (storage-js createSignedUploadUrl / uploadToSignedUrl / listV2), and
// image transformations answered as a feature the embedded backend does not have.
import { emulatorSuite } from './support/emulator-suite.js';

const BUCKET = 'signed-uploads';
const { t, sam } = emulatorSuite({
  signIn: ['sam'],
  seed: async (started) => {
    const { error } = await started.client(started.emulator.serviceRoleKey).storage.createBucket(BUCKET);
    if (error) throw error;
  },
});
const admin = () => t.client(t.emulator.serviceRoleKey).storage.from(BUCKET);

it('uploads once through a signed URL without a session, and again only when the URL allows upserts', async () => {
  const signed = await admin().createSignedUploadUrl('inbox/order.txt');
  expect(signed.error).toBeNull();
  expect(signed.data?.signedUrl).toContain(`/storage/v1/object/upload/sign/${BUCKET}/inbox/order.txt?token=`);

  // Anyone holding the URL may upload that one path: no apikey, no session.
  const stranger = t.client().storage.from(BUCKET);
  const uploaded = await stranger.uploadToSignedUrl(
    'inbox/order.txt',
    signed.data!.token,
    new Blob(['first']),
  );
  expect(uploaded.error).toBeNull();
  const again = await stranger.uploadToSignedUrl('inbox/order.txt', signed.data!.token, new Blob(['second']));
  expect(again.error).toMatchObject({ statusCode: '409' });
  const elsewhere = await stranger.uploadToSignedUrl('inbox/other.txt', signed.data!.token, new Blob(['x']));
  expect(elsewhere.error).toMatchObject({ statusCode: '400' });

  const upsert = await admin().createSignedUploadUrl('inbox/order.txt', { upsert: true });
  expect(
    (await stranger.uploadToSignedUrl('inbox/order.txt', upsert.data!.token, new Blob(['second']))).error,
  ).toBeNull();
  expect(await (await admin().download('inbox/order.txt')).data?.text()).toBe('second');
});

it("checks the signer's right to upload when the URL is made", async () => {
  const refused = await sam.storage.from(BUCKET).createSignedUploadUrl('sam/notes.txt');
  expect(refused.error).toMatchObject({ statusCode: '403' });
  const missing = await t
    .client(t.emulator.serviceRoleKey)
    .storage.from('no-such-bucket')
    .createSignedUploadUrl('x.txt');
  expect(missing.error).toMatchObject({ statusCode: '404' });
});

it('lists whole keys under a prefix in pages, folding folders with the delimiter', async () => {
  for (const name of ['v2/b.txt', 'v2/a.txt', 'v2/c.txt', 'v2/sub/d.txt']) {
    expect((await admin().upload(name, new Blob([name]))).error).toBeNull();
  }
  const all = await admin().listV2({ prefix: 'v2/' });
  expect(all.data?.objects.map((object) => object.name)).toEqual([
    'v2/a.txt',
    'v2/b.txt',
    'v2/c.txt',
    'v2/sub/d.txt',
  ]);

  const names: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 5; page++) {
    const { data, error } = await admin().listV2({ prefix: 'v2/', with_delimiter: true, limit: 2, cursor });
    expect(error).toBeNull();
    names.push(...data!.folders.map((folder) => folder.name), ...data!.objects.map((object) => object.name));
    if (!data!.hasNext) break;
    cursor = data!.nextCursor;
  }
  expect(names.sort()).toEqual(['v2/a.txt', 'v2/b.txt', 'v2/c.txt', 'v2/sub/']);
  const desc = await admin().listV2({ prefix: 'v2/', sortBy: { column: 'name', order: 'desc' }, limit: 1 });
  expect(desc.data?.objects.map((object) => object.name)).toEqual(['v2/sub/d.txt']);
});

it('answers image transformations as a feature it does not have', async () => {
  const { error } = await admin().download('v2/a.txt', { transform: { width: 10 } });
  expect(error).toBeTruthy();
  const response = await fetch(`${t.emulator.url}/storage/v1/render/image/authenticated/${BUCKET}/v2/a.txt`, {
    headers: { apikey: t.emulator.serviceRoleKey },
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'FeatureNotEnabled' });
});
