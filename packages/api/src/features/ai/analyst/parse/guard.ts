// Nothing is silently dropped: a question is answered only when every word that carries meaning (not a stop
// word) is bound to the request — a metric, a filter, a dimension, a period, a comparison, a ranking, a
// negation or a reference. Otherwise the analyst says what it did not understand and offers the reading it
// did understand for a "yes", instead of answering a different question.
import { SOFT_KINDS } from './marks.js';
import type { Reading } from './reading.js';
import type { Request } from './request.js';

export interface Unbound {
  words: string;
  /** Looks like a name (written with a capital, or after "from", "for", "only" …). */
  name: boolean;
}

/** Unused, these only announce a name that follows (and that name is what is reported). */
const CUES = new Set(['only', 'exclude']);

/** Words before which an unknown word is most likely a name. */
const NAME_CUES =
  /^(only|just|from|for|of|at|by|excluding|except|than|vs|versus|or|and|to|with|called|named)$/;

/** The runs of meaning-carrying tokens no used mark covers. */
export function unboundWords(reading: Reading): Unbound[] {
  const unbound: number[] = [];
  reading.tokens.forEach((_, index) => {
    const mark = reading.markAt(index);
    if (
      mark
        ? reading.used.has(mark) || SOFT_KINDS.has(mark.meaning.kind) || CUES.has(mark.meaning.kind)
        : reading.isStop(index)
    )
      return;
    unbound.push(index);
  });
  const runs: number[][] = [];
  for (const index of unbound) {
    const last = runs.at(-1);
    if (last && last.at(-1) === index - 1) last.push(index);
    else runs.push([index]);
  }
  return runs.map((run) => {
    const start = run[0]!;
    const previous = reading.tokens[start - 1]?.text ?? '';
    const capital = run.some((index) => index > 0 && /^\p{Lu}/u.test(reading.tokens[index]!.raw));
    const marked = run.some((index) => reading.markAt(index));
    return {
      words: reading.words(start, run.at(-1)! + 1),
      name: !marked && (capital || NAME_CUES.test(previous)),
    };
  });
}

/** The request, or what was not understood (with the request as the reading offered) when words are left over. */
export function guard(reading: Reading, request: Request): Request {
  // A customer action binds the rest of the question as the name; a question with nothing understood at all
  // gets the list of what can be asked.
  if (['clarify', 'unavailable', 'no_reference', 'customer', 'help'].includes(request.kind)) return request;
  const unbound = unboundWords(reading);
  const names = unbound.some((run) => run.name);
  // Nothing understood at all is "not understood" only for a name, or in a follow-up ("and in euros?").
  if (!unbound.length || (request.kind === 'unknown' && !names && !reading.has('follow_up'))) return request;
  return {
    kind: 'not_understood',
    words: unbound.map((run) => run.words),
    names,
    understood: request.kind === 'unknown' ? null : request,
  };
}
