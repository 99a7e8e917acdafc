// The periods of a question and how they relate: the period asked about, a period compared with it ("vs last
// year", "than the month before", "growth"), a period with no sale ("haven't ordered since September",
// "bought in Q2 but not in Q3"), a step back for a follow-up ("and the month before?"), and periods after
// today (never answered: there is no data, and the analyst does not forecast).
import { previousPeriod, sameLastYear, type QueryPlan } from '../../semantic/query-plan.js';
import { addDays } from '../../tools/tool-args.js';
import { ALL_START, lastTwelveMonths, type Period } from '../resolve-period.js';
import { isKind, type Mark, type TimeUnit } from './marks.js';
import type { Reading } from './reading.js';

export interface PeriodReading {
  period: Period | null;
  compare: QueryPlan['compare'] | 'ask' | null;
  /** "the month before": the previous plan's period, one step back (follow-ups). */
  stepBack: 'previous_period' | 'previous_year' | null;
  stepUnit: TimeUnit | 'period';
  /** Only groups with no sale in this period. */
  absent: Period | null;
  change: 'grew' | 'shrank' | null;
  changeBy: 'percent' | null;
  pace: boolean;
  /** A period after today, or a forecast, was asked for. */
  future: boolean;
}

type PeriodMark = Mark<{ kind: 'period'; period: Period; previous?: true; unit?: TimeUnit }>;

/** "this quarter than last quarter" compares the same days of it; other named periods as they are. */
function explicitComparison(
  base: Period,
  explicit: Period,
  today: string,
  pace: boolean,
): QueryPlan['compare'] {
  const yearAgo = sameLastYear(base);
  const before = previousPeriod(base);
  if (!pace && base.to === today && explicit.from === before.from && explicit.to > before.to)
    return { kind: 'previous_period', period: before };
  if (!pace && base.to === today && explicit.from === yearAgo.from && explicit.to > yearAgo.to)
    return { kind: 'previous_year', period: yearAgo };
  const kind =
    explicit.from === yearAgo.from && explicit.to === yearAgo.to ? 'previous_year' : 'previous_period';
  return { kind, period: explicit };
}

export function readPeriods(reading: Reading, today: string, followUp: boolean): PeriodReading {
  const result: PeriodReading = {
    period: null,
    compare: null,
    stepBack: null,
    stepUnit: 'period',
    absent: null,
    change: null,
    changeBy: null,
    pace: false,
    future: false,
  };
  if (reading.useAll('future', 'forecast')) return { ...result, future: true };
  const periods = reading.all('period') as PeriodMark[];
  const compareMark = reading.all('compare').find((mark) => !reading.used.has(mark));
  // "stopped ordering since June", "gone quiet, nothing ordered in the last 60 days": no sale in the period.
  const lapsed = reading.all('lapsed');
  const negations = [...reading.all('negation'), ...lapsed]
    .filter((mark) => !reading.used.has(mark))
    .sort((a, b) => a.start - b.start);
  const useNegation = () => reading.use(...lapsed, ...verbAfter(reading, negations));

  if (compareMark) {
    const left = periods.filter((mark) => mark.start < compareMark.start);
    let right = reading.marks.filter((mark) => mark.start > compareMark.end - 1);
    // "beat October this month": both periods after the verb, the last one is the period asked about.
    const rightPeriods = right.filter((mark): mark is PeriodMark => mark.meaning.kind === 'period');
    const base = left.at(-1) ?? (rightPeriods.length > 1 ? rightPeriods.at(-1) : undefined);
    if (!left.length && base) right = right.filter((mark) => mark !== base);
    result.period = base?.meaning.period ?? null;
    result.pace = compareMark.meaning.pace === true;
    const basePeriod = result.period ?? lastTwelveMonths(today);
    const other = right.find((mark) => ['period', 'step_back', 'year_ago'].includes(mark.meaning.kind));
    if (other && isKind('period')(other) && !other.meaning.previous)
      result.compare = explicitComparison(basePeriod, other.meaning.period, today, result.pace);
    else if (other && isKind('year_ago')(other))
      result.compare = { kind: 'previous_year', period: sameLastYear(basePeriod) };
    else if (other) result.compare = { kind: 'previous_period', period: previousPeriod(basePeriod) };
    if (other) reading.use(compareMark, other, base);
    else if (base) reading.use(base);
  } else if (
    periods.length === 2 &&
    negations.some((n) => n.start > periods[0]!.start && n.start < periods[1]!.start)
  ) {
    // "bought in Q2 but not in Q3".
    const negation = negations.find((n) => n.start > periods[0]!.start && n.start < periods[1]!.start)!;
    result.period = periods[0]!.meaning.period;
    result.absent = periods[1]!.meaning.period;
    reading.use(negation, ...periods);
    useNegation();
  } else if (periods.length === 1 && negations.length) {
    // "haven't ordered since September", "nothing in the last 60 days", "ordered before May and not after".
    const negation = negations[0]!;
    const [mark] = periods;
    reading.use(negation, mark);
    useNegation();
    const { period } = mark!.meaning;
    const dangling = reading.tokens
      .slice(negation.end)
      .findIndex((token) => /^(after|since)$/.test(token.text));
    if (period.from === ALL_START && dangling >= 0 && !reading.markAt(negation.end + dangling)) {
      result.period = period;
      const from = addDays(period.to, 1);
      result.absent = { from, to: today, label: `since ${from}` };
    } else {
      result.absent = period;
      const to = addDays(period.from, -1);
      result.period = { from: ALL_START, to, label: `before ${period.from}` };
    }
  } else {
    const [first] = periods;
    if (first?.meaning.previous && followUp && periods.length === 1) {
      result.stepBack = 'previous_period';
      result.stepUnit = first.meaning.unit ?? 'period';
      reading.use(first);
    } else if (first) {
      result.period = first.meaning.period;
      reading.use(first);
    }
  }
  readSteps(reading, result, today);
  readChange(reading, result, today);
  return result;
}

/** "didn't order": the word after a negation is the verb it negates, even when read as the noun "order". */
function verbAfter(reading: Reading, negations: Mark[]): Mark[] {
  return negations.flatMap((negation) => {
    const next = reading.after(negation);
    return next && isKind('subject')(next) && next.meaning.dimension === 'order' ? [next] : [];
  });
}

/** "the month before", "the same period last year", outside a comparison: steps back or a comparison. */
function readSteps(reading: Reading, result: PeriodReading, today: string) {
  const step = reading.all('step_back').find((mark) => !reading.used.has(mark));
  if (step) {
    result.stepBack ??= 'previous_period';
    result.stepUnit = step.meaning.unit;
    reading.use(step);
  }
  const yearAgo = reading.all('year_ago').find((mark) => !reading.used.has(mark));
  if (yearAgo && !result.compare) {
    result.compare = {
      kind: 'previous_year',
      period: sameLastYear(result.period ?? lastTwelveMonths(today)),
    };
    if (!result.period) result.stepBack = 'previous_year';
    reading.use(yearAgo);
  }
}

/** "growth", "grew", "declined", "fastest", and "compare" with nothing to compare with. */
function readChange(reading: Reading, result: PeriodReading, today: string) {
  const changes = reading.all('change');
  const comparatives = reading.all('comparative');
  const fastest = reading.first('fastest');
  const span = reading.all('period').find((mark) => mark.meaning.span && reading.used.has(mark))
    ?.meaning.span;
  if (!result.compare && (changes.length || fastest) && span) {
    // "grew from September to October": the second period against the first.
    result.period = span[1];
    result.compare = { kind: 'previous_period', period: span[0] };
  } else if (!result.compare && changes.length && !result.absent) {
    result.compare = {
      kind: 'previous_period',
      period: previousPeriod(result.period ?? lastTwelveMonths(today)),
    };
  }
  if (result.compare && result.compare !== 'ask') {
    const direction = [...changes, ...comparatives].find((mark) => mark.meaning.direction)?.meaning.direction;
    if (direction) result.change = direction;
    reading.use(...changes, ...(direction ? comparatives : []));
    if (fastest) {
      result.changeBy = 'percent';
      result.change ??= 'grew';
      reading.use(fastest);
    }
  }
  const verb = reading.all('compare_verb').find((mark) => !reading.used.has(mark));
  if (verb && !result.compare) {
    result.compare = 'ask';
    reading.use(verb);
  } else if (verb) reading.use(verb);
  const dangling = reading.all('compare').find((mark) => !reading.used.has(mark));
  if (dangling && !result.compare && !reading.has('entity')) {
    result.compare = 'ask';
    reading.use(dangling);
  }
}
