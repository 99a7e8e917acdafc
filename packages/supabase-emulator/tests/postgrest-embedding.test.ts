import { emulatorSuite } from './support/emulator-suite.js';
import { rest, startLibraryEmulator } from './support/postgrest-fixture.js';

const { t, anon: db } = emulatorSuite({ start: startLibraryEmulator });

describe('relationship kinds', () => {
  it('embeds many-to-one as an object and one-to-many as an array', async () => {
    const { data: book } = await db.from('lib_books').select('title, lib_authors(name)').eq('id', 3).single();
    expect(book).toEqual({ title: 'Cosmicomics', lib_authors: { name: 'Italo' } });
    const { data: author } = await db
      .from('lib_authors')
      .select('name, lib_books(title)')
      .eq('id', 1)
      .single();
    expect(author).toEqual({ name: 'Ursula', lib_books: [{ title: 'Earthsea' }, { title: 'Dispossessed' }] });
  });

  it('embeds one-to-one (a foreign key that is also the key) as an object both ways', async () => {
    const { data } = await db
      .from('lib_books')
      .select('id, lib_book_covers(colour)')
      .in('id', [1, 2])
      .order('id');
    expect(data).toEqual([
      { id: 1, lib_book_covers: { colour: 'blue' } },
      { id: 2, lib_book_covers: null },
    ]);
    const { data: cover } = await db.from('lib_book_covers').select('lib_books(title)').eq('id', 3).single();
    expect(cover).toEqual({ lib_books: { title: 'Cosmicomics' } });
  });

  it('reads a self-reference by table name as children and by column name as the parent', async () => {
    const { data } = await db.from('lib_shelves').select('label, lib_shelves(label)').eq('id', 1).single();
    expect(data).toEqual({ label: 'root', lib_shelves: [{ label: 'fiction' }, { label: 'poetry' }] });
    const { data: child } = await db
      .from('lib_shelves')
      .select('label, parent_id(label)')
      .eq('id', 4)
      .single();
    expect(child).toEqual({ label: 'sf', parent_id: { label: 'fiction' } });
  });

  it('embeds many-to-many through the join table', async () => {
    const { data } = await db.from('lib_books').select('title, lib_genres(name)').eq('id', 3).single();
    expect(data?.lib_genres).toEqual(
      expect.arrayContaining([{ name: 'fable' }, { name: 'science fiction' }]),
    );
    expect(data?.lib_genres).toHaveLength(2);
  });

  it('embeds a view through the foreign key of the table it reads', async () => {
    const { data, error } = await db
      .from('lib_books')
      .select('title, lib_author_names(name)')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Earthsea', lib_author_names: { name: 'Ursula' } });
  });

  it('uses a hint to pick one of two foreign keys to the same table, and aliases', async () => {
    const { data } = await db
      .from('lib_loans')
      .select('id, borrower:lib_members!borrower(handle), lender:lib_members!lib_loans_lender_fkey(handle)')
      .order('id');
    expect(data).toEqual([
      { id: 1, borrower: { handle: 'ann' }, lender: { handle: 'bob' } },
      { id: 2, borrower: { handle: 'bob' }, lender: null },
    ]);
  });

  it('answers an ambiguous embed with PGRST201 (300) listing every candidate', async () => {
    const { status, body } = await rest(t, 'lib_loans?select=lib_members(handle)');
    expect(status).toBe(300);
    expect(body).toEqual({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'lib_loans' and 'lib_members'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'lib_loans with lib_members',
          relationship: 'lib_loans_borrower_fkey using lib_loans(borrower) and lib_members(handle)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'lib_loans with lib_members',
          relationship: 'lib_loans_lender_fkey using lib_loans(lender) and lib_members(handle)',
        },
      ],
      hint: "Try changing 'lib_members' to one of the following: 'lib_members!lib_loans_borrower_fkey', 'lib_members!lib_loans_lender_fkey'. Find the desired relationship in the 'details' key.",
    });
  });
});

describe('embedded resources', () => {
  it('filters, orders, limits and pages an embedded resource (also nested)', async () => {
    const { data } = await db
      .from('lib_authors')
      .select('name, lib_books(title, lib_genres(name))')
      .eq('id', 2)
      .gt('lib_books.pages', 100)
      .order('title', { referencedTable: 'lib_books', ascending: false })
      .limit(1, { referencedTable: 'lib_books' })
      .eq('lib_books.lib_genres.name', 'fable')
      .single();
    expect(data).toEqual({
      name: 'Italo',
      lib_books: [{ title: 'Invisible Cities', lib_genres: [] }],
    });
    const { data: paged } = await db
      .from('lib_authors')
      .select('lib_books(title)')
      .eq('id', 1)
      .order('id', { referencedTable: 'lib_books' })
      .range(1, 1, { referencedTable: 'lib_books' })
      .single();
    expect(paged).toEqual({ lib_books: [{ title: 'Dispossessed' }] });
    const { data: either } = await db
      .from('lib_authors')
      .select('lib_books(title)')
      .eq('id', 1)
      .or('pages.lt.300,title.eq.Nope', { referencedTable: 'lib_books' })
      .single();
    expect(either).toEqual({ lib_books: [{ title: 'Earthsea' }] });
  });

  it('keeps only parents with a match under !inner; an embed without fields only filters', async () => {
    const { data } = await db.from('lib_books').select('title, lib_book_covers!inner()').order('id');
    expect(data).toEqual([{ title: 'Earthsea' }, { title: 'Cosmicomics' }]);
    const { data: ursula } = await db
      .from('lib_authors')
      .select('name, lib_books!inner(title)')
      .eq('lib_books.title', 'Dispossessed');
    expect(ursula).toEqual([{ name: 'Ursula', lib_books: [{ title: 'Dispossessed' }] }]);
    const { data: without } = await db.from('lib_authors').select('name, lib_books()').is('lib_books', null);
    expect(without).toEqual([{ name: 'Nobody' }]);
  });

  it('selects computed fields, which * leaves out', async () => {
    const { data } = await db
      .from('lib_books')
      .select('*, title_length')
      .eq('id', 1)
      .single<Record<string, unknown>>();
    expect(data).toMatchObject({ title: 'Earthsea', title_length: 8 });
    const { data: star } = await db
      .from('lib_books')
      .select('*')
      .eq('id', 1)
      .single<Record<string, unknown>>();
    expect(star).not.toHaveProperty('title_length');
    const { data: long } = await db.from('lib_books').select('id').gt('title_length', 11);
    expect(long).toEqual([{ id: 2 }, { id: 4 }]);
  });
});

describe('errors', () => {
  it('answers PGRST200 for an unknown relationship, with a hint for a near miss', async () => {
    const { status, body } = await rest(t, 'lib_books?select=lib_author(name)');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'lib_books' and 'lib_author' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'lib_books' and 'lib_author' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'lib_authors' instead of 'lib_author'.",
    });
    const nested = await rest(t, 'lib_books?select=id,...lib_nothing(id)');
    expect(nested.body).toMatchObject({ code: 'PGRST200' });
  });

  it.each([
    {
      answer: '42703 naming the embedded table alias for an unknown column',
      path: 'lib_authors?select=lib_books(nope)',
      error: { code: '42703', message: 'column lib_books_1.nope does not exist' },
    },
    {
      answer: 'PGRST108 for parameters of a resource that is not embedded',
      path: 'lib_authors?select=name&lib_books.title=eq.x',
      error: { code: 'PGRST108', message: "'lib_books' is not an embedded resource in this request" },
    },
  ])('answers $answer', async ({ path, error }) => {
    const { status, body } = await rest(t, path);
    expect(status).toBe(400);
    expect(body).toMatchObject(error);
  });
});
