/** An AI score's colour: ≥ 80 green, 50–79 gold, below 50 red. */
export function scoreColor(score: number): 'green' | 'gold' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 50) return 'gold';
  return 'red';
}
