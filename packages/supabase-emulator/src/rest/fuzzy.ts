function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/**
 * The option closest to `word` (a likely typo), for PostgREST's "Perhaps you meant" hints: none further than
 * `maxDistance` edits away.
 */
export function closest(
  word: string,
  options: Iterable<string>,
  maxDistance = Math.max(3, Math.floor(word.length / 3)),
): string | undefined {
  const best = [...options]
    .filter((o) => o !== word)
    .map((o) => ({ o, d: distance(o, word) }))
    .sort((x, y) => x.d - y.d)[0];
  return best && best.d <= maxDistance ? best.o : undefined;
}
