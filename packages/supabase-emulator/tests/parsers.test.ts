import { parseLogic, parseOperation, parseOrder } from '../src/rest/filter-parser.js';
import { POSTGREST_SPLIT, REALTIME_SPLIT, splitTopLevel } from '../src/split-top-level.js';
import { parseSelect } from '../src/rest/select-parser.js';
import { RestError } from '../src/rest/rest-error.js';

const parseFailure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof RestError ? error.code : 'other';
  }
  return 'no error';
};

describe('select parameter', () => {
  it('reads columns, aliases, casts, JSON paths and nested embeds', () => {
    expect(
      parseSelect(
        'id,title:name,price::text,data->a->>b,org:aide_organizations!fk_org!inner(name,aide_members(*))',
      ),
    ).toEqual([
      { kind: 'column', name: 'id', alias: undefined, cast: undefined, path: [] },
      { kind: 'column', name: 'name', alias: 'title', cast: undefined, path: [] },
      { kind: 'column', name: 'price', alias: undefined, cast: 'text', path: [] },
      {
        kind: 'column',
        name: 'data',
        alias: undefined,
        cast: undefined,
        path: [
          { arrow: '->', key: 'a' },
          { arrow: '->>', key: 'b' },
        ],
      },
      {
        kind: 'embed',
        name: 'aide_organizations',
        alias: 'org',
        hint: 'fk_org',
        inner: true,
        spread: false,
        items: [
          { kind: 'column', name: 'name', alias: undefined, cast: undefined, path: [] },
          {
            kind: 'embed',
            name: 'aide_members',
            alias: undefined,
            hint: undefined,
            inner: false,
            spread: false,
            items: [{ kind: 'star' }],
          },
        ],
      },
    ]);
    expect(parseSelect(null)).toEqual([{ kind: 'star' }]);
  });

  it.each(['a,', 'a(', 'a(b', '(a)', 'a b', 'a:'])('rejects %p with PGRST100', (text) => {
    expect(parseFailure(() => parseSelect(text))).toBe('PGRST100');
  });
});

describe('filters', () => {
  it('reads operators, negation, lists and quantifiers', () => {
    expect(parseOperation('sku', 'not.in.(a,"b,c")', '', false)).toMatchObject({
      op: 'in',
      negate: true,
      value: ['a', 'b,c'],
    });
    expect(parseOperation('name', 'like(any).{a*,*b}', '', false)).toMatchObject({
      op: 'like',
      quantifier: 'any',
      value: ['a*', '*b'],
    });
    expect(parseOperation('doc', 'fts(english).cat', '', false)).toMatchObject({
      op: 'fts',
      language: 'english',
      value: 'cat',
    });
    expect(parseOperation('x', 'eq.a.b.c', '', false)).toMatchObject({ op: 'eq', value: 'a.b.c' });
  });

  it.each([
    ['x', 'equals.1'],
    ['x', 'eq'],
    ['x', 'is.maybe'],
    ['x', 'in.1,2'],
    ['bad name!', 'eq.1'],
  ])('rejects %p=%p with PGRST100', (column, value) => {
    expect(parseFailure(() => parseOperation(column, value, value, false))).toBe('PGRST100');
  });

  it('reads logic trees with nesting and quoted values', () => {
    const tree = parseLogic('or', false, '(a.eq.1,not.and(b.gt.2,c.eq."x,y"),d.in.(1,2))');
    expect(tree.kind).toBe('or');
    expect(tree.children).toHaveLength(3);
    expect(tree.children[1]).toMatchObject({
      kind: 'and',
      negate: true,
      children: [{ op: 'gt' }, { op: 'eq', value: 'x,y' }],
    });
    expect(tree.children[2]).toMatchObject({ op: 'in', value: ['1', '2'] });
    expect(parseFailure(() => parseLogic('or', false, 'a.eq.1'))).toBe('PGRST100');
    expect(parseFailure(() => parseLogic('or', false, '()'))).toBe('PGRST100');
  });

  it('splits on top-level commas only', () => {
    expect(splitTopLevel('a,b(c,d),"e,f"', POSTGREST_SPLIT)).toEqual(['a', 'b(c,d)', '"e,f"']);
  });

  it("splits like Realtime's split_top_level where its quotes and parentheses differ", () => {
    expect(splitTopLevel('a),b,c.eq."d,e"', POSTGREST_SPLIT)).toEqual(['a),b,c.eq."d,e"']);
    expect(splitTopLevel('a),b,c.eq."d,e"', REALTIME_SPLIT)).toEqual(['a)', 'b', 'c.eq."d,e"']);
    expect(splitTopLevel('x"y,z', POSTGREST_SPLIT)).toEqual(['x"y,z']);
    expect(splitTopLevel('x"y,z', REALTIME_SPLIT)).toEqual(['x"y', 'z']);
  });
});

describe('order', () => {
  it('reads directions and nulls placement', () => {
    expect(parseOrder('a.desc.nullslast,b,c.asc.nullsfirst')).toEqual([
      { column: 'a', path: [], descending: true, nulls: 'last' },
      { column: 'b', path: [], descending: false },
      { column: 'c', path: [], descending: false, nulls: 'first' },
    ]);
    expect(parseFailure(() => parseOrder('a.up'))).toBe('PGRST100');
  });
});
