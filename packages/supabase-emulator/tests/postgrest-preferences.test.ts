import { emulatorSuite } from './support/emulator-suite.js';
import { rest, startLibraryEmulator } from './support/postgrest-fixture.js';

const { t, anon: db } = emulatorSuite({ start: () => startLibraryEmulator({ planEnabled: true }) });

const json = { 'content-type': 'application/json' };

describe('counts', () => {
  it('answers exact counts in Content-Range, 206 for a partial page', async () => {
    const { status, headers } = await rest(t, 'lib_books?select=id&limit=2', {
      headers: { prefer: 'count=exact' },
    });
    expect(status).toBe(206);
    expect(headers.get('content-range')).toBe('0-1/4');
    expect(headers.get('preference-applied')).toBe('count=exact');
  });

  it('answers planned counts from the planner and estimated ones exactly below db-max-rows', async () => {
    const planned = await db.from('lib_books').select('*', { count: 'planned', head: true });
    expect(planned.count).toEqual(expect.any(Number));
    const estimated = await db.from('lib_books').select('*', { count: 'estimated', head: true });
    expect(estimated).toMatchObject({ count: 4, status: 200 });
  });

  it('answers 416 for an offset beyond the total', async () => {
    const { status, body } = await rest(t, 'lib_books?offset=9', { headers: { prefer: 'count=exact' } });
    expect(status).toBe(416);
    expect(body).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 9 was requested, but there are only 4 rows.',
    });
  });
});

describe('writes', () => {
  it('answers an upsert that only updates with 200, one that inserts with 201', async () => {
    const updated = await db.from('lib_genres').upsert({ id: 1, name: 'high fantasy' }).select();
    expect(updated).toMatchObject({ status: 200, data: [{ id: 1, name: 'high fantasy' }] });
    const inserted = await db.from('lib_genres').upsert({ id: 9, name: 'poetry' }).select();
    expect(inserted.status).toBe(201);
    const { headers } = await rest(t, 'lib_genres', {
      method: 'POST',
      headers: { ...json, prefer: 'resolution=merge-duplicates,return=minimal' },
      body: JSON.stringify({ id: 9, name: 'verse' }),
    });
    expect(headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=minimal');
  });

  it('fills missing keys with column defaults under missing=default, evaluated per row', async () => {
    const { data } = await db
      .from('lib_books')
      .insert([{ id: 50, title: 'A' }, { title: 'B' }], { defaultToNull: false })
      .select('id, title, status')
      .rollback();
    expect(data).toEqual([
      { id: 50, title: 'A', status: 'shelved' },
      // The identity default ran for the first row too, as in PostgREST.
      { id: 6, title: 'B', status: 'shelved' },
    ]);
  });

  it('rolls back an update or delete over max-affected with PGRST124', async () => {
    const { status, body } = await rest(t, 'lib_books?author_id=eq.2', {
      method: 'PATCH',
      headers: { ...json, prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ status: 'lost' }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    const removed = await rest(t, 'lib_reviews?stars=gt.0', {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, max-affected=1' },
    });
    expect(removed.body).toMatchObject({ code: 'PGRST124' });
    const { count } = await db.from('lib_reviews').select('*', { count: 'exact', head: true });
    expect(count).toBe(3);
    const { data } = await db.from('lib_books').select('id').eq('status', 'lost');
    expect(data).toEqual([]);
  });

  it('gives the range of updated rows in Content-Range and only the total for deletes', async () => {
    const updated = await rest(t, 'lib_books?author_id=eq.2', {
      method: 'PATCH',
      headers: { ...json, prefer: 'count=exact, tx=rollback' },
      body: JSON.stringify({ status: 'moved' }),
    });
    expect(updated.status).toBe(204);
    expect(updated.headers.get('content-range')).toBe('0-1/2');
    expect(updated.headers.get('preference-applied')).toBe('count=exact, tx=rollback');
    const deleted = await rest(t, 'lib_reviews?id=eq.3', {
      method: 'DELETE',
      headers: { prefer: 'count=exact, tx=rollback' },
    });
    expect(deleted.headers.get('content-range')).toBe('*/1');
  });

  it('answers PGRST122 for an unknown preference under handling=strict', async () => {
    const { status, body } = await rest(t, 'lib_books', { headers: { prefer: 'handling=strict, nonsense' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: nonsense' });
  });
});

describe('media types', () => {
  it('answers CSV with a header line', async () => {
    const { data, error } = await db.from('lib_authors').select('id, name, born').order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name,born\n1,Ursula,1929\n2,Italo,1923\n3,Nobody,');
  });

  it('explains the query as JSON or text with options', async () => {
    const { data } = await db.from('lib_books').select().explain({ format: 'json', verbose: true });
    expect(data).toEqual([
      expect.objectContaining({ Plan: expect.objectContaining({ 'Node Type': 'Aggregate' }) as object }),
    ]);
    const { data: text } = await db.from('lib_books').select().explain();
    expect(text).toMatch(/^Aggregate {2}\(cost=/);
  });

  it('offers no plans without db-plan-enabled and no GeoJSON without PostGIS (PGRST107)', async () => {
    const off = await startLibraryEmulator();
    try {
      const plan = await rest(off, 'lib_books', { headers: { accept: 'application/vnd.pgrst.plan+json' } });
      expect(plan).toMatchObject({ status: 406, body: { code: 'PGRST107' } });
      const geo = await rest(off, 'lib_books', { headers: { accept: 'application/geo+json' } });
      expect(geo).toMatchObject({
        status: 406,
        body: { code: 'PGRST107', message: 'None of these media types are available: application/geo+json' },
      });
    } finally {
      await off.stop();
    }
  });
});

describe('schema profiles', () => {
  it('reads, writes and calls functions in the schema Accept-Profile / Content-Profile picks', async () => {
    const archive = db.schema('archive');
    const { data, error } = await archive.from('lib_books').select('title');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Old Scroll' }]);
    await archive.from('lib_books').insert({ id: 2, title: 'Tablet' });
    // The function reads `lib_books` unqualified: the profile's schema comes first on the search path.
    expect((await archive.rpc('lib_book_total')).data).toBe(2);
    expect((await db.rpc('lib_book_total')).data).toBe(4);
    const { headers } = await rest(t, 'lib_books?select=id', { headers: { 'accept-profile': 'archive' } });
    expect(headers.get('content-profile')).toBe('archive');
  });

  it('answers PGRST106 for a schema that is not exposed', async () => {
    const { status, body } = await rest(t, 'lib_books', { headers: { 'accept-profile': 'auth' } });
    expect(status).toBe(406);
    expect(body).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public, archive',
    });
  });
});
