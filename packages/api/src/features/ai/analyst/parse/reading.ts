// A question read into marks (names, time expressions, phrases, numbers), and the record of which marks the
// interpretation used: what the guard checks. Readers ask for marks by kind and by position, and `use` the
// ones that made it into the request.
import type { EntityMention } from './entity-mentions.js';
import { isKind, type Mark, type Meaning, type MeaningKind } from './marks.js';
import { correctTokens, matchPhrases, type SpellingTie } from './phrase-match.js';
import { STOP_WORDS } from './phrasing.js';
import { readTime } from './read-time.js';
import { tokenize, type Token } from './tokens.js';

type MarkOf<K extends MeaningKind> = Mark<Extract<Meaning, { kind: K }>>;

export class Reading {
  readonly used = new Set<Mark>();

  constructor(
    readonly tokens: Token[],
    readonly marks: Mark[],
    readonly ties: SpellingTie[],
  ) {}

  all<K extends MeaningKind>(kind: K): MarkOf<K>[] {
    return this.marks.filter(isKind(kind));
  }

  first<K extends MeaningKind>(kind: K): MarkOf<K> | undefined {
    return this.all(kind)[0];
  }

  has(kind: MeaningKind): boolean {
    return this.marks.some((mark) => mark.meaning.kind === kind);
  }

  /** Records marks as part of the request; returns true when there were any. */
  use(...marks: (Mark | undefined)[]): boolean {
    let any = false;
    for (const mark of marks)
      if (mark) {
        this.used.add(mark);
        any = true;
      }
    return any;
  }

  /** Uses every mark of these kinds; true when there were any. */
  useAll(...kinds: MeaningKind[]): boolean {
    return this.use(...this.marks.filter((mark) => kinds.includes(mark.meaning.kind)));
  }

  /** The mark right after `mark`, stop words skipped (or undefined). */
  after(mark: Mark, skipStops = true): Mark | undefined {
    let at = mark.end;
    while (skipStops && at < this.tokens.length && this.isStop(at) && !this.markAt(at)) at++;
    return this.markAt(at);
  }

  /** The mark right before `mark`, stop words skipped. */
  before(mark: Mark, skipStops = true): Mark | undefined {
    let at = mark.start - 1;
    while (skipStops && at >= 0 && this.isStop(at) && !this.markAt(at)) at--;
    return at >= 0 ? this.markAt(at) : undefined;
  }

  markAt(index: number): Mark | undefined {
    return this.marks.find((mark) => mark.start <= index && index < mark.end);
  }

  isStop(index: number): boolean {
    return STOP_WORDS.has(this.tokens[index]!.text);
  }

  /** The marks between two marks (exclusive), in order. */
  between(a: Mark, b: Mark): Mark[] {
    const [from, to] = a.start < b.start ? [a.end, b.start] : [b.end, a.start];
    return this.marks.filter((mark) => mark.start >= from && mark.end <= to);
  }

  /** The words of the tokens [start, end) as typed. */
  words(start: number, end: number): string {
    return this.tokens
      .slice(start, end)
      .map((token) => token.raw)
      .join(' ');
  }
}

/**
 * Reads a question: the organization's names first (find_names found them on the same tokens), then
 * misspellings corrected, time expressions, the phrasing table's phrases, and numbers left over.
 */
export function readQuestion(question: string, today: string, mentions: EntityMention[]): Reading {
  const tokens = tokenize(question);
  const marks: Mark[] = [];
  const taken = new Set<number>();
  const take = (found: Mark[]) => {
    for (const mark of found) {
      marks.push(mark);
      for (let i = mark.start; i < mark.end; i++) taken.add(i);
    }
  };
  take(
    mentions
      .filter((mention) => mention.end <= tokens.length)
      .map((mention) => ({
        start: mention.start,
        end: mention.end,
        meaning: { kind: 'entity', words: mention.words, candidates: mention.candidates } as const,
      })),
  );
  const ties = correctTokens(tokens, taken);
  take(readTime(tokens, today, taken));
  take(matchPhrases(tokens, taken));
  take(
    tokens.flatMap((token, index): Mark[] =>
      !taken.has(index) && /^\d+$/.test(token.text)
        ? [{ start: index, end: index + 1, meaning: { kind: 'number', value: Number(token.text) } }]
        : [],
    ),
  );
  marks.sort((a, b) => a.start - b.start);
  const reading = new Reading(tokens, marks, ties);
  // "what did Kira Ahmed order", "when do they order": "order" after a name or a pronoun is the verb.
  for (const mark of marks)
    if (mark.meaning.kind === 'subject' && mark.meaning.dimension === 'order') {
      const before = reading.before(mark);
      if (before && (before.meaning.kind === 'entity' || before.meaning.kind === 'pronoun'))
        mark.meaning = { kind: 'verb', verb: 'order' };
    }
  return reading;
}
