import { parseError } from './rest-error.js';

export interface JsonStep {
  /** `->` keeps JSON, `->>` yields text. */
  arrow: '->' | '->>';
  key: string;
}

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type AggregateFunction = (typeof AGGREGATES)[number];

export interface ColumnItem {
  kind: 'column';
  name: string;
  alias?: string;
  cast?: string;
  path: JsonStep[];
  /** `col.sum()`: the column aggregated; other columns of the same select become its GROUP BY. */
  aggregate?: AggregateFunction;
  /** `col.sum()::text`: a cast of the aggregate's result. */
  aggregateCast?: string;
}

/** `count()` (also written `count` alone): the number of rows, no column. */
export interface CountItem {
  kind: 'count';
  alias?: string;
  cast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  /** `!inner` drops parent rows without a match; `!left` is the default. */
  inner: boolean;
  /** `...rel(cols)`: the related columns are lifted into the parent object. */
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem = { kind: 'star' } | ColumnItem | CountItem | EmbedItem;

const NAME = /[A-Za-z0-9_$\u0080-\uffff]/;

/** Reads PostgREST's select grammar: `a, alias:b::text, c->d->>e, rel!hint!inner(x), ...rel(y), n.sum()`. */
class SelectReader {
  private pos = 0;

  constructor(private readonly text: string) {}

  fail(expected: string): never {
    const found = this.pos < this.text.length ? `"${this.text[this.pos]}"` : 'end of input';
    throw parseError(
      `"failed to parse select parameter (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expected}`,
    );
  }

  done = () => this.pos >= this.text.length;
  peek = (s: string) => this.text.startsWith(s, this.pos);

  eat(s: string): boolean {
    if (!this.peek(s)) return false;
    this.pos += s.length;
    return true;
  }

  /** Whitespace around items is allowed (`a, b`), not inside names. */
  skipSpace(): void {
    while (!this.done() && /\s/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  name(): string {
    if (this.eat('"')) {
      let out = '';
      while (!this.done() && !this.peek('"')) out += this.text[this.pos++];
      if (!this.eat('"')) this.fail('closing quote');
      return out;
    }
    const start = this.pos;
    while (!this.done() && NAME.test(this.text[this.pos] ?? '')) this.pos++;
    if (start === this.pos) this.fail('field name (* or [a..z0..9_$])');
    return this.text.slice(start, this.pos);
  }

  /** A type name for `::type`, e.g. `int4`, `numeric(10,2)`, `text[]`. */
  typeName(): string {
    const match = /^[A-Za-z_][A-Za-z0-9_ ]*(\(\d+(,\s*\d+)?\))?(\[\])?/.exec(this.text.slice(this.pos));
    if (!match) this.fail('type name');
    this.pos += match[0].length;
    return match[0].trim();
  }

  items(nested: boolean): SelectItem[] {
    const items: SelectItem[] = [];
    this.skipSpace();
    if (nested && this.peek(')')) return items;
    for (;;) {
      this.skipSpace();
      items.push(this.item());
      this.skipSpace();
      if (!this.eat(',')) break;
    }
    if (nested ? !this.peek(')') : !this.done()) this.fail(nested ? '"," or ")"' : '"," or end of input');
    return items;
  }

  item(): SelectItem {
    if (this.eat('*')) return { kind: 'star' };
    if (this.eat('...')) {
      const name = this.name();
      return this.embed(name, undefined, true);
    }
    let name = this.name();
    let alias: string | undefined;
    if (this.peek(':') && !this.peek('::')) {
      this.pos++;
      alias = name;
      name = this.name();
    }
    if (name === 'count' && this.eat('()')) {
      return { kind: 'count', alias, cast: this.eat('::') ? this.typeName() : undefined };
    }
    if (this.peek('!') || this.peek('(')) return this.embed(name, alias, false);
    const path: JsonStep[] = [];
    while (this.peek('->')) {
      const arrow = this.eat('->>') ? '->>' : ((this.pos += 2), '->');
      path.push({ arrow, key: this.name() });
    }
    const cast = this.eat('::') ? this.typeName() : undefined;
    if (name === 'count' && !path.length && !cast && !this.peek('.')) return { kind: 'count', alias };
    const item: ColumnItem = { kind: 'column', name, alias, cast, path };
    if (this.eat('.')) {
      const start = this.pos;
      const fn = this.name();
      if (!(AGGREGATES as readonly string[]).includes(fn)) {
        this.pos = start;
        this.fail('aggregate function (count, sum, avg, max, min)');
      }
      if (!this.eat('()')) this.fail('"()"');
      item.aggregate = fn as AggregateFunction;
      if (this.eat('::')) item.aggregateCast = this.typeName();
    }
    return item;
  }

  embed(name: string, alias: string | undefined, spread: boolean): EmbedItem {
    let hint: string | undefined;
    let inner = false;
    while (this.eat('!')) {
      const word = this.name();
      if (word === 'inner') inner = true;
      else if (word !== 'left') hint = word;
    }
    if (!this.eat('(')) this.fail('"("');
    const items = this.items(true);
    if (!this.eat(')')) this.fail('")"');
    return { kind: 'embed', name, alias, hint, inner, spread, items };
  }
}

export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text === '*' || text === '') return [{ kind: 'star' }];
  return new SelectReader(text).items(false);
}

/** The key an item has in the response object. */
export function outputName(item: ColumnItem | CountItem | EmbedItem): string {
  if (item.kind === 'count') return item.alias ?? 'count';
  if (item.kind === 'embed') return item.alias ?? item.name;
  if (item.alias) return item.alias;
  if (item.aggregate) return item.aggregate;
  return item.path.at(-1)?.key ?? item.name;
}
