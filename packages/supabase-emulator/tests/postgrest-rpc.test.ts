import { emulatorSuite } from './support/emulator-suite.js';
import { rest, startLibraryEmulator } from './support/postgrest-fixture.js';

const { t, anon: db } = emulatorSuite({ start: startLibraryEmulator });

const strict = (max: number) => ({ prefer: `handling=strict, max-affected=${max}` });

describe('function results read like tables', () => {
  it('selects, aliases and casts columns of a set-returning function', async () => {
    const { data } = await db.rpc('lib_books_by', { author: 'Ursula' }).select('name:title, pages::text');
    expect(data).toEqual([
      { name: 'Earthsea', pages: '200' },
      { name: 'Dispossessed', pages: '400' },
    ]);
    const { data: total } = await db.rpc('lib_books_by', { author: 'Italo' }).select('pages.sum()');
    expect(total).toEqual([{ sum: 320 }]);
  });

  it('filters, orders and pages the result, on POST and on GET', async () => {
    const { data } = await db
      .rpc('lib_shelf_labels')
      .neq('label', 'root')
      .order('id', { ascending: false })
      .limit(2)
      .overrideTypes<{ id: number; label: string }[], { merge: false }>();
    expect(data).toEqual([
      { id: 4, label: 'sf' },
      { id: 3, label: 'poetry' },
    ]);
    const { data: viaGet } = await db
      .rpc('lib_books_by', { author: 'Ursula' }, { get: true })
      .gt('pages', 300)
      .overrideTypes<{ title: string }[], { merge: false }>();
    expect(viaGet).toEqual([expect.objectContaining({ title: 'Dispossessed' })]);
  });

  it('embeds from the rows of a SETOF <table> function', async () => {
    const { data } = await db
      .rpc('lib_books_by', { author: 'Italo' })
      .select('title, lib_book_covers(colour)')
      .eq('id', 3);
    expect(data).toEqual([{ title: 'Cosmicomics', lib_book_covers: { colour: 'red' } }]);
  });

  it('counts scalar and set results', async () => {
    const scalar = await db.rpc('lib_book_total', {}, { count: 'exact' });
    expect(scalar).toMatchObject({ data: 4, count: 1, status: 200 });
    const head = await db.rpc('lib_books_by', { author: 'Ursula' }, { head: true, count: 'exact' });
    expect(head).toMatchObject({ data: null, count: 2, status: 200 });
  });

  it('answers 204 for a void function', async () => {
    const { status, data } = await db.rpc('lib_noop').overrideTypes<null, { merge: false }>();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });
});

describe('max-affected on functions', () => {
  it('rolls back and answers PGRST124 when a function returns more rows than allowed', async () => {
    const { status, body } = await rest(t, 'rpc/lib_lend_all', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...strict(1) },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 4 rows',
      hint: null,
    });
    const { data } = await db.from('lib_books').select('status').eq('status', 'lent');
    expect(data).toEqual([]);
  });

  it('applies the function within the limit', async () => {
    const { status, body, headers } = await rest(t, 'rpc/lib_lend_all', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...strict(1), 'content-profile': 'public' },
      body: JSON.stringify({ prefix: 'Earth' }),
    });
    expect(status).toBe(200);
    expect(body).toEqual([expect.objectContaining({ title: 'Earthsea', status: 'lent' })]);
    expect(headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
  });

  it('answers PGRST128 for a function that does not return a set', async () => {
    const { status, body } = await rest(t, 'rpc/lib_book_total', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...strict(1) },
      body: '{}',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'PGRST128' });
  });
});
