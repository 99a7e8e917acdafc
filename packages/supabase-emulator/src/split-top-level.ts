/** Where PostgREST's and Realtime's comma splitters part ways. */
export interface SplitRules {
  /** Whether a `"` outside quotes opens a quoted run, given the part read so far (else it is plain text). */
  opensQuote: (partSoFar: string) => boolean;
  /** Whether a `)` without its `(` leaves the depth at zero instead of going below it. */
  clampDepth: boolean;
}

/** PostgREST: every `"` opens or closes quotes, and an unmatched `)` keeps later commas from splitting. */
export const POSTGREST_SPLIT: SplitRules = { opensQuote: () => true, clampDepth: false };

/** Realtime's split_top_level: quotes open only after `.`, `(` or `,`; depth never goes below zero. */
export const REALTIME_SPLIT: SplitRules = {
  opensQuote: (partSoFar) => ['.', '(', ','].includes(partSoFar.at(-1) ?? ''),
  clampDepth: true,
};

/** Splits on commas outside parentheses and double quotes; `\` inside quotes escapes the next character. */
export function splitTopLevel(text: string, rules: SplitRules): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (quoted && char === '\\') {
      current += char + (text[++i] ?? '');
      continue;
    }
    if (quoted) {
      if (char === '"') quoted = false;
    } else if (char === '"') {
      quoted = rules.opensQuote(current);
    } else if (char === '(') {
      depth++;
    } else if (char === ')') {
      depth = rules.clampDepth ? Math.max(0, depth - 1) : depth - 1;
    } else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}
