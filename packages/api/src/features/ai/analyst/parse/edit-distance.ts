import { distance } from 'fastest-levenshtein';

/** Two neighbouring letters swapped ("yaer" for "year"), the commonest typo. */
export function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((char, index) => (char === b[index] ? [] : [index]));
  const [i, j] = differ;
  return differ.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
}

/** Levenshtein distance, a swapped pair counting as one edit. */
export const editDistance = (a: string, b: string) => (isTransposition(a, b) ? 1 : distance(a, b));
