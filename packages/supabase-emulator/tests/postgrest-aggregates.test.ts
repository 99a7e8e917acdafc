import { emulatorSuite } from './support/emulator-suite.js';
import { rest, startLibraryEmulator } from './support/postgrest-fixture.js';

const { t, anon: db } = emulatorSuite({ start: startLibraryEmulator });

describe('aggregates in select', () => {
  it('counts rows and groups by the other selected columns', async () => {
    const { data } = await db.from('lib_books').select('count()');
    expect(data).toEqual([{ count: 4 }]);
    const { data: byAuthor } = await db
      .from('lib_books')
      .select('author_id, books:count(), pages.sum(), price.avg()::numeric(6,2), top:pages.max()')
      .order('author_id');
    expect(byAuthor).toEqual([
      { author_id: 1, books: 2, sum: 600, avg: 11.25, top: 400 },
      { author_id: 2, books: 2, sum: 320, avg: 10.0, top: 170 },
    ]);
  });

  it('aggregates embedded rows, also written `count` alone, and casts results', async () => {
    const { data } = await db
      .from('lib_authors')
      .select('name, lib_books(count), pages:lib_books(total:pages.sum()::text)')
      .eq('id', 1)
      .single();
    expect(data).toEqual({ name: 'Ursula', lib_books: [{ count: 2 }], pages: [{ total: '600' }] });
    const { data: nested } = await db
      .from('lib_authors')
      .select('lib_books(lib_authors(count()))')
      .eq('id', 2)
      .single();
    expect(nested).toEqual({ lib_books: [{ lib_authors: { count: 1 } }, { lib_authors: { count: 1 } }] });
  });

  it('answers 42703 for an aggregate of an unknown column', async () => {
    const { status, body } = await rest(t, 'lib_books?select=nope.sum()');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: '42703', message: 'column lib_books.nope does not exist' });
  });

  it('refuses aggregates with PGRST123 when db-aggregates-enabled is off', async () => {
    const off = await startLibraryEmulator({ aggregatesEnabled: false });
    try {
      const { status, body } = await rest(off, 'lib_books?select=count()');
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
    } finally {
      await off.stop();
    }
  });
});

describe('spreads', () => {
  it('lifts the columns of a to-one embed into the parent', async () => {
    const { data } = await db
      .from('lib_books')
      .select('title, ...lib_authors(author:name, born)')
      .eq('id', 1)
      .single();
    expect(data).toEqual({ title: 'Earthsea', author: 'Ursula', born: 1929 });
  });

  it('spreads to-many embeds as arrays of values (PostgREST 13)', async () => {
    const { data } = await db
      .from('lib_authors')
      .select('name, ...lib_books(title, pages)')
      .eq('id', 2)
      .order('id', { referencedTable: 'lib_books' })
      .single();
    expect(data).toEqual({ name: 'Italo', title: ['Cosmicomics', 'Invisible Cities'], pages: [150, 170] });
  });

  it('groups an aggregate by spread columns', async () => {
    const { data } = await db
      .from('lib_books')
      .select('count(), ...lib_authors(name)')
      .order('name', { referencedTable: 'lib_authors' });
    expect(data).toEqual(
      expect.arrayContaining([
        { count: 2, name: 'Ursula' },
        { count: 2, name: 'Italo' },
      ]),
    );
  });
});
