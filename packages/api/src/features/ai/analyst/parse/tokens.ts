// A question as the parser reads it: words in order, each folded (lower case, no accents) for comparing and
// kept as typed (its capital tells a name), with written-out numbers merged into digits ("twenty five" → 25).
// The entity linker (find_names) tokenises the same way, so its mentions point at these tokens.
import { ORDINALS, TENS, UNITS } from './numbers.js';

export interface Token {
  /** Folded: lower case, accents removed, ß as ss. What every reader compares. */
  text: string;
  /** As typed (several words when merged: "twenty five"). */
  raw: string;
}

/** Lower case without accents: "Luleå" → "lulea", "Süßwaren" → "susswaren", "Pâté" → "pate". */
export const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').replace(/[’‘`]/g, "'").toLowerCase();

// A word, number, date or code ("nw-chai-12", "2026-01-15", "q3", "haven't", "2.5"), or one of & % $.
const WORD = /[\p{L}\p{N}]+(?:['./-][\p{L}\p{N}]+)*|[&%$]/gu;

const MONTHS = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]);

/** Splits words joined by hyphens ("mid-market", "best-selling"), but not codes or dates (they hold a digit). */
function splitWords(raw: string): Token[] {
  const text = fold(raw).replace(/'s$|'$/, '');
  if (!text) return [];
  if (text.includes('-') && !/\d/.test(text))
    return raw
      .split('-')
      .filter(Boolean)
      .map((part) => ({ text: fold(part), raw: part }));
  return [{ text, raw }];
}

const join = (tokens: Token[], text: string): Token => ({ text, raw: tokens.map((t) => t.raw).join(' ') });

/** "a dozen" → 12, "twenty five" → 25, "the third of march" → 3 march, "march the third" → march 3, "seven" → 7. */
function mergeNumbers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, b, c] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
    if ((a.text === 'a' || a.text === 'one') && (b?.text === 'dozen' || b?.text === 'hundred')) {
      out.push(join([a, b], b.text === 'dozen' ? '12' : '100'));
      i++;
    } else if (a.text in TENS && b && (b.text in UNITS || b.text in ORDINALS) && UNITS[b.text] !== 0) {
      const value = TENS[a.text]! + (UNITS[b.text] ?? ORDINALS[b.text]!);
      out.push(join([a, b], b.text in ORDINALS ? `${value}th` : String(value)));
      i++;
    } else if (a.text in ORDINALS && b?.text === 'of' && c && MONTHS.has(c.text)) {
      out.push(join([a], String(ORDINALS[a.text])));
      i++; // "of" is dropped: "3 march"
    } else if (a.text === 'the' && b && b.text in ORDINALS && c?.text === 'of' && tokens[i + 3]) {
      if (MONTHS.has(tokens[i + 3]!.text)) {
        out.push(join([a, b], String(ORDINALS[b.text])));
        i += 2;
      } else out.push(a);
    } else if (MONTHS.has(a.text) && b?.text === 'the' && c && c.text in ORDINALS) {
      out.push(a, join([b, c], String(ORDINALS[c.text])));
      i += 2;
    } else if (MONTHS.has(a.text) && b && b.text in ORDINALS && b.text !== 'first' && b.text !== 'second') {
      out.push(a, join([b], String(ORDINALS[b.text])));
      i++;
    } else if (a.text in TENS) out.push(join([a], String(TENS[a.text])));
    else if (a.text in UNITS) out.push(join([a], String(UNITS[a.text])));
    else out.push(a);
  }
  return out;
}

/** The question's tokens, in order. */
export function tokenize(question: string): Token[] {
  const raw = [...question.replace(/[’‘]/g, "'").matchAll(WORD)].flatMap((match) => splitWords(match[0]));
  return mergeNumbers(raw);
}

/** Tokens joined by single spaces, with each token's start offset in that text (for pattern readers). */
export function joined(tokens: Token[]): { text: string; starts: number[] } {
  const starts: number[] = [];
  let text = '';
  for (const token of tokens) {
    if (text) text += ' ';
    starts.push(text.length);
    text += token.text;
  }
  return { text, starts };
}

/** The tokens [start, end) a character range of `joined(...).text` covers. */
export function tokenSpan(starts: number[], from: number, to: number): [number, number] {
  let first = starts.findIndex((start, index) => (starts[index + 1] ?? Infinity) > from && start < to);
  if (first < 0) first = starts.length;
  let last = first;
  while (last < starts.length && starts[last]! < to) last++;
  return [first, last];
}
