import { parseError } from './rest-error.js';

export interface JsonStep {
  /** `->` keeps JSON, `->>` yields text. */
  arrow: '->' | '->>';
  key: string;
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string; path: JsonStep[] }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; items: SelectItem[] };

const NAME = /[A-Za-z0-9_$]/;

/** Reads PostgREST's select grammar: `a, alias:b::text, c->d->>e, rel!hint!inner(x, y), *`. */
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

  items(nested: boolean): SelectItem[] {
    const items: SelectItem[] = [];
    if (nested && this.peek(')')) return items;
    for (;;) {
      items.push(this.item());
      if (!this.eat(',')) break;
    }
    if (nested ? !this.peek(')') : !this.done()) this.fail(nested ? '"," or ")"' : '"," or end of input');
    return items;
  }

  item(): SelectItem {
    if (this.eat('*')) return { kind: 'star' };
    let name = this.name();
    let alias: string | undefined;
    if (this.peek(':') && !this.peek('::')) {
      this.pos++;
      alias = name;
      name = this.name();
    }
    if (this.peek('!') || this.peek('(')) return this.embed(name, alias);
    const path: JsonStep[] = [];
    while (this.peek('->')) {
      const arrow = this.eat('->>') ? '->>' : ((this.pos += 2), '->');
      path.push({ arrow, key: this.name() });
    }
    let cast: string | undefined;
    if (this.eat('::')) cast = this.name();
    return { kind: 'column', name, alias, cast, path };
  }

  embed(name: string, alias: string | undefined): SelectItem {
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
    return { kind: 'embed', name, alias, hint, inner, items };
  }
}

export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text === '*' || text === '') return [{ kind: 'star' }];
  return new SelectReader(text).items(false);
}
