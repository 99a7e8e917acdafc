// Finds the phrasing table's phrases in a question's tokens: the longest phrase at each place, skipping tokens
// other readers took (names, time expressions). Misspelt words are corrected first (normalise.ts).
import type { Mark, Meaning } from './marks.js';
import { correctWord, isKnownWord } from './normalise.js';
import { PHRASES } from './phrasing.js';
import { tokenize, type Token } from './tokens.js';

interface Node {
  next: Map<string, Node>;
  meaning?: Meaning;
}

/** The alternatives of a pattern: top-level `|` outside brackets. */
function splitTop(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of pattern) {
    if (char === '[') depth++;
    if (char === ']') depth--;
    if (char === '|' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return [...parts, current].map((part) => part.trim()).filter(Boolean);
}

/** Every word sequence a phrase stands for ("[a|b] c?" is not allowed: `?` follows a bracket). */
export function expandPhrase(phrase: string): string[][] {
  let sequences: string[][] = [[]];
  for (const piece of phrase.match(/\[[^\]]*\]\??|\S+/g) ?? []) {
    if (!piece.startsWith('[')) {
      const words = tokenize(piece).map((token) => token.text);
      sequences = sequences.map((sequence) => [...sequence, ...words]);
      continue;
    }
    const optional = piece.endsWith('?');
    const alternatives = piece
      .replace(/^\[|\]\??$/g, '')
      .split('|')
      .map((alternative) => tokenize(alternative).map((token) => token.text));
    sequences = sequences.flatMap((sequence) => [
      ...alternatives.map((words) => [...sequence, ...words]),
      ...(optional ? [sequence] : []),
    ]);
  }
  return sequences.filter((sequence) => sequence.length > 0);
}

function compile(): Node {
  const root: Node = { next: new Map() };
  for (const [pattern, meaning] of PHRASES)
    for (const phrase of splitTop(pattern))
      for (const words of expandPhrase(phrase)) {
        let node = root;
        for (const word of words) {
          let child = node.next.get(word);
          if (!child) node.next.set(word, (child = { next: new Map() }));
          node = child;
        }
        node.meaning ??= meaning;
      }
  return root;
}

let trie: Node | null = null;

export interface SpellingTie {
  index: number;
  candidates: [string, string];
}

/**
 * Corrects the unknown words of the tokens no other reader took (not names written with a capital after the
 * first word); returns the ties (a word as near to two words) instead of choosing.
 */
export function correctTokens(tokens: Token[], taken: Set<number>): SpellingTie[] {
  const ties: SpellingTie[] = [];
  tokens.forEach((token, index) => {
    if (taken.has(index) || isKnownWord(token.text) || (index > 0 && /^[A-Z]/.test(token.raw))) return;
    const correction = correctWord(token.text);
    if (!correction) return;
    if ('tie' in correction) ties.push({ index, candidates: correction.tie });
    else token.text = correction.word;
  });
  return ties;
}

/** The phrases found, longest first at each place, on tokens not in `taken`. */
export function matchPhrases(tokens: Token[], taken: Set<number>): Mark[] {
  trie ??= compile();
  const marks: Mark[] = [];
  for (let i = 0; i < tokens.length;) {
    let node: Node | undefined = trie;
    let best: { end: number; meaning: Meaning } | null = null;
    for (let j = i; j < tokens.length && node && !taken.has(j); j++) {
      const word = tokens[j]!.text;
      node = node.next.get(word);
      if (node?.meaning) best = { end: j + 1, meaning: node.meaning };
    }
    if (best) {
      marks.push({ start: i, end: best.end, meaning: best.meaning });
      i = best.end;
    } else i++;
  }
  return marks;
}
