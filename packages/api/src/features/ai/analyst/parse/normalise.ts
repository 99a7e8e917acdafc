// Misspelt words corrected to the nearest word of the parser's vocabulary within a small edit distance (a swapped
// pair of letters is one edit; names written with a capital are never corrected), and small text helpers.
import { editDistance, isTransposition } from './edit-distance.js';
import { STOP_WORDS } from './phrasing.js';
import { VOCABULARY_WORDS } from './known-words.js';
import { tokenize } from './tokens.js';

/** The largest edit distance a word of this length may be corrected across (a swap of two letters counts as 1). */
const allowedDistance = (length: number, swap: boolean) =>
  length < 4 ? 0 : length < 5 ? (swap ? 1 : 0) : length < 8 ? 1 : length <= 10 ? 2 : 3;

/** Common English words that are neither the parser's words nor misspellings of them ("many" is not "may"). */
const COMMON = new Set(
  `more very too where why who whom whose when while which whether something nothing everything everyone
  someone anyone people person thing things time times way ways day good bad new old big small great little
  long short high low same other another next first second third lot lots bit kind sort type`.split(/\s+/),
);

export const isKnownWord = (word: string) =>
  VOCABULARY_WORDS.has(word) || STOP_WORDS.has(word) || COMMON.has(word) || /^\d/.test(word);

export type Correction = { word: string } | { tie: [string, string] } | null;

/** The one nearest candidate within the allowed distance, a tie of two, or null (left as it is). */
export function correctWord(word: string, candidates: Iterable<string> = VOCABULARY_WORDS): Correction {
  const swapLimit = allowedDistance(word.length, true);
  if (!swapLimit || !/^[a-z']+$/.test(word)) return null;
  let best = swapLimit + 1;
  let nearest: string[] = [];
  for (const candidate of candidates) {
    if (candidate.length < 3 || Math.abs(candidate.length - word.length) > swapLimit) continue;
    const swapped = isTransposition(word, candidate);
    const d = editDistance(word, candidate);
    if (d > (swapped ? swapLimit : allowedDistance(word.length, false))) continue;
    if (d < best) {
      best = d;
      nearest = [candidate];
    } else if (d === best) nearest.push(candidate);
  }
  if (!nearest.length) return null;
  // Plural and singular of one word are the same answer ("custmer" → customer/customers).
  const distinct = nearest.filter((candidate) => !nearest.includes(`${candidate}s`));
  if (distinct.length > 1) return { tie: [distinct[0]!, distinct[1]!] };
  return { word: distinct[0] ?? nearest[0]! };
}

/** A text with its unknown words corrected (`names` are left as they are), and the ties found. */
export function correctSpelling(
  text: string,
  organizationWords: readonly string[] = [],
  names: readonly string[] = [],
): { text: string; ties: { word: string; candidates: [string, string] }[] } {
  const candidates = [...VOCABULARY_WORDS, ...organizationWords];
  const ties: { word: string; candidates: [string, string] }[] = [];
  const corrected = text.replace(/[a-z][a-z']*/g, (word) => {
    if (isKnownWord(word) || organizationWords.includes(word) || names.includes(word)) return word;
    const correction = correctWord(word, candidates);
    if (correction && 'tie' in correction) ties.push({ word, candidates: correction.tie });
    return correction && 'word' in correction ? correction.word : word;
  });
  return { text: corrected, ties };
}

/** "top twenty five customers" → "top 25 customers" (as the tokenizer reads it). */
export const writtenNumbersToDigits = (text: string) =>
  tokenize(text)
    .map((token) => token.text)
    .join(' ');

/** Lower case, straight quotes, hyphens between words as spaces ("mid-market"), single spaces. */
export function basicNormalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/(?<=[a-z])-(?=[a-z])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const has = (text: string, pattern: RegExp) => pattern.test(text);

/** `text` matched as it is inside a RegExp (the words of an option). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
