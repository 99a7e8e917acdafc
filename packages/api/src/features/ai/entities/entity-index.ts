// The names of one organization's data — customers, companies, products (full name, name without the pack
// size, SKU), brands, categories, cities and segments — and how a question's words are matched to them:
// case and accents ignored, plurals and small typos allowed, the longest name first, and a single
// distinctive word ("Parkview", "toffee") as a shortened name. Built once per data version (entity-cache.ts).
import type { EntityCandidate, EntityKind, EntityMention } from '../analyst/parse/entity-mentions.js';
import { editDistance } from '../analyst/parse/edit-distance.js';
import { RESERVED_WORDS } from '../analyst/parse/known-words.js';
import { tokenize, type Token } from '../analyst/parse/tokens.js';

export interface EntityRow {
  kind: EntityKind;
  value: string;
  label: string;
  detail?: string | null;
}

interface Entry {
  words: string[];
  candidate: EntityCandidate;
}

/** Longest name matched, in words. */
const MAX_WORDS = 8;

const allowedTypos = (word: string) => (word.length < 5 ? 0 : word.length < 9 ? 1 : 2);

const singular = (word: string) => word.replace(/(?<=[a-z]{3})(?:es|s)$/, '');

/** How a question word matches a name word: exactly, as a plural, by a typo, or not. */
function wordMatch(question: string, name: string): 'exact' | 'typo' | null {
  if (question === name) return 'exact';
  if (singular(question) === name || question === `${name}s` || singular(name) === question) return 'exact';
  if (/\d/.test(question) || RESERVED_WORDS.has(question)) return null;
  const limit = allowedTypos(name);
  return limit && Math.abs(question.length - name.length) <= limit && editDistance(question, name) <= limit
    ? 'typo'
    : null;
}

/** The rows of a product: its full name, its name without the pack size, its SKU. */
function nameForms(row: EntityRow): string[][] {
  const forms = [tokenize(row.label).map((token) => token.text)];
  if (row.kind === 'product') {
    const base = row.label.split(',')[0]!;
    if (base !== row.label) forms.push(tokenize(base).map((token) => token.text));
    if (row.detail) forms.push(tokenize(row.detail).map((token) => token.text));
  }
  return forms.filter((words) => words.length > 0 && words.length <= MAX_WORDS);
}

export class EntityIndex {
  private readonly byFirst = new Map<string, Entry[]>();
  /** Distinctive words of names (not the parser's own words): a shortened name. */
  private readonly byWord = new Map<string, Entry[]>();
  private readonly firstWords: string[];
  private readonly partWords: string[];

  constructor(rows: EntityRow[]) {
    for (const row of rows) {
      const candidate: EntityCandidate = {
        kind: row.kind,
        value: row.value,
        label: row.label,
        detail: row.detail ?? null,
      };
      for (const words of nameForms(row)) {
        const entry = { words, candidate };
        const first = this.byFirst.get(words[0]!) ?? [];
        first.push(entry);
        this.byFirst.set(words[0]!, first);
        for (const word of new Set(words))
          if (word.length >= 4 && !/\d/.test(word) && !RESERVED_WORDS.has(word)) {
            const list = this.byWord.get(word) ?? [];
            list.push(entry);
            this.byWord.set(word, list);
          }
      }
    }
    this.firstWords = [...this.byFirst.keys()];
    this.partWords = [...this.byWord.keys()];
  }

  /** Name words that a question word may be: itself, its singular, or names within a typo of it. */
  private near(word: string, words: string[], map: Map<string, Entry[]>): Entry[] {
    const exact = [word, singular(word), `${word}s`].flatMap((form) => map.get(form) ?? []);
    if (exact.length || RESERVED_WORDS.has(word) || /\d/.test(word) || word.length < 5) return exact;
    return words.filter((name) => wordMatch(word, name) === 'typo').flatMap((name) => map.get(name)!);
  }

  /** A full name starting at token i: the longest, with every name of that length it may be. */
  private fullName(tokens: Token[], i: number): { end: number; exact: boolean; entries: Entry[] } | null {
    let best: { end: number; exact: boolean; entries: Entry[] } | null = null;
    for (const entry of this.near(tokens[i]!.text, this.firstWords, this.byFirst)) {
      const n = entry.words.length;
      if (i + n > tokens.length) continue;
      const matches = entry.words.map((word, k) => wordMatch(tokens[i + k]!.text, word));
      if (matches.some((match) => match === null)) continue;
      // A single word that is also one of the parser's words names something only when written with a capital.
      if (n === 1 && RESERVED_WORDS.has(tokens[i]!.text) && !/^[A-Z]/.test(tokens[i]!.raw)) continue;
      const exact = matches.every((match) => match === 'exact');
      if (!best || i + n > best.end || (i + n === best.end && exact && !best.exact))
        best = { end: i + n, exact, entries: [entry] };
      else if (i + n === best.end && exact === best.exact) best.entries.push(entry);
    }
    return best;
  }

  /** The names in a question's tokens, left to right, longest first. */
  find(tokens: Token[]): EntityMention[] {
    const mentions: EntityMention[] = [];
    for (let i = 0; i < tokens.length;) {
      const full = this.fullName(tokens, i);
      const entries = full?.entries ?? this.near(tokens[i]!.text, this.partWords, this.byWord);
      if (!entries.length) {
        i++;
        continue;
      }
      const end = full?.end ?? i + 1;
      mentions.push({
        start: i,
        end,
        words: tokens
          .slice(i, end)
          .map((token) => token.raw)
          .join(' '),
        exact: full?.exact ?? false,
        candidates: distinct(entries.map((entry) => entry.candidate)),
      });
      i = end;
    }
    return mentions;
  }
}

/** One candidate per thing; a customer named like their company is the company (its contacts together). */
function distinct(candidates: EntityCandidate[]): EntityCandidate[] {
  const seen = new Map<string, EntityCandidate>();
  for (const candidate of candidates) seen.set(`${candidate.kind} ${candidate.value}`, candidate);
  const all = [...seen.values()];
  const companies = new Set(all.filter((c) => c.kind === 'company').map((c) => c.value.toLowerCase()));
  return all.filter((c) => !(c.kind === 'customer' && companies.has(c.label.toLowerCase())));
}
