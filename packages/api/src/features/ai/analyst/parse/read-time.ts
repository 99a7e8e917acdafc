// Time expressions, read over tokens so each one says which words it used: a point ("last month", "Q3",
// "October 2025", "2 September", "this yr", "the last 30 days"), a span between two points ("from September
// to October", "between 1 March and 15 April"), open ends ("since June", "after Q3", "before September"),
// steps back ("the month before", "the same period last year") and periods after today ("next month").
// The words are in phrasing.ts (TIME_UNITS, TIME_ANCHORS, MONTH_WORDS); the grammar is here.
import { addDays } from '../../tools/tool-args.js';
import {
  addMonths,
  ALL_START,
  dayPeriod,
  isoDay,
  MONTH_NAMES,
  monthEnd,
  monthPeriod,
  quarterPeriod,
  yearPeriod,
  type Period,
} from '../resolve-period.js';
import { periodLabel } from '../../semantic/query-plan.js';
import type { Mark, Meaning, TimeUnit } from './marks.js';
import { MONTH_WORDS, TIME_ANCHORS, TIME_UNITS } from './time-words.js';
import type { Token } from './tokens.js';

interface Found {
  meaning: Meaning;
  end: number;
}

const YEAR = /^(19|20)\d\d$/;
const DAY = /^(\d{1,2})(?:st|nd|rd|th)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const QUARTER = /^q([1-4])$/;

class Reader {
  readonly year: number;
  readonly month: number;
  readonly quarter: number;
  constructor(
    readonly tokens: Token[],
    readonly today: string,
  ) {
    [this.year, this.month] = today.split('-').map(Number) as [number, number];
    this.quarter = Math.ceil(this.month / 3);
  }

  word(i: number) {
    return this.tokens[i]?.text ?? '';
  }

  /** A month name at i ("may" only beside a day, a year or a preposition: it is mostly a verb). */
  monthAt(i: number): number | undefined {
    const month = MONTH_WORDS[this.word(i)];
    if (month !== 5 || this.word(i) !== 'may') return month;
    const near = `${this.word(i - 1)} ${this.word(i + 1)}`;
    return /\b(in|since|from|of|during|until|before|after|between|to|and)\b|\d/.test(near) ? 5 : undefined;
  }

  /** The year written at i, if any. */
  yearAt(i: number): number | undefined {
    return YEAR.test(this.word(i)) ? Number(this.word(i)) : undefined;
  }

  /** A month without a year: this year's if it has begun, else last year's. */
  pastYearOf(month: number) {
    return month <= this.month ? this.year : this.year - 1;
  }

  /** A point in time at i: a period and where it ends. */
  point(i: number): { period: Period; end: number; unit?: TimeUnit; anchor?: string } | null {
    const w = this.word(i);
    const anchor = TIME_ANCHORS[w === 'the' ? this.word(i + 1) : w];
    if (anchor) {
      const at = w === 'the' ? i + 1 : i;
      const unit = TIME_UNITS[this.word(at + 1)];
      if (unit) return this.anchored(anchor, unit, at + 2);
      const count = Number(this.word(at + 1));
      const counted = TIME_UNITS[this.word(at + 2)];
      if (anchor !== 'next' && count > 0 && counted) return this.trailing(count, counted, at + 3);
    }
    if (w === 'ytd' || (w === 'year' && this.word(i + 1) === 'to' && this.word(i + 2) === 'date'))
      return { period: this.thisUnit('year'), end: w === 'ytd' ? i + 1 : i + 3, unit: 'year' };
    if (w === 'mtd') return { period: this.thisUnit('month'), end: i + 1, unit: 'month' };
    if (w === 'qtd') return { period: this.thisUnit('quarter'), end: i + 1, unit: 'quarter' };
    if (w === 'yesterday')
      return { period: { ...dayPeriod(addDays(this.today, -1)), label: 'yesterday' }, end: i + 1 };
    if (w === 'today' || w === 'tonight')
      return { period: { ...dayPeriod(this.today), label: 'today' }, end: i + 1 };
    const quarter = QUARTER.exec(w);
    if (quarter) {
      const q = Number(quarter[1]);
      const ofYear = this.word(i + 1) === 'of' ? i + 2 : i + 1;
      const year = this.yearAt(ofYear);
      return {
        period: quarterPeriod(year ?? (q <= this.quarter ? this.year : this.year - 1), q),
        end: year !== undefined ? ofYear + 1 : i + 1,
        unit: 'quarter',
      };
    }
    const iso = ISO.exec(w);
    if (iso) return { period: dayPeriod(w), end: i + 1, unit: 'day' };
    const month = this.monthAt(i);
    if (month) {
      const day = DAY.exec(this.word(i + 1));
      if (day && !this.yearAt(i + 1) && Number(day[1]) <= 31) return this.day(Number(day[1]), month, i + 2);
      const year = this.yearAt(i + 1);
      if (year) return { period: monthPeriod(year, month), end: i + 2, unit: 'month' };
      return { period: monthPeriod(this.pastYearOf(month), month), end: i + 1, unit: 'month' };
    }
    const day = DAY.exec(w);
    const dayMonth = this.monthAt(i + 1);
    if (day && dayMonth && Number(day[1]) <= 31 && !this.yearAt(i))
      return this.day(Number(day[1]), dayMonth, i + 2);
    const year = this.yearAt(i);
    if (year) {
      if (QUARTER.test(this.word(i + 1))) return this.point(i + 1) && { ...this.point(i + 1)!, end: i + 2 };
      return { period: yearPeriod(year), end: i + 1, unit: 'year' };
    }
    return null;
  }

  day(date: number, month: number, end: number) {
    const year = this.yearAt(end);
    let iso = isoDay(year ?? this.year, month, date);
    if (!year && iso > this.today) iso = isoDay(this.year - 1, month, date);
    return { period: dayPeriod(iso), end: year ? end + 1 : end, unit: 'day' as const };
  }

  thisUnit(unit: TimeUnit): Period {
    const weekday = (new Date(`${this.today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const from = {
      day: this.today,
      week: addDays(this.today, -weekday),
      month: isoDay(this.year, this.month, 1),
      quarter: isoDay(this.year, this.quarter * 3 - 2, 1),
      year: isoDay(this.year, 1, 1),
    }[unit];
    return { from, to: this.today, label: unit === 'day' ? 'today' : `this ${unit}` };
  }

  anchored(anchor: string, unit: TimeUnit, end: number) {
    if (anchor === 'next') return { period: { from: '', to: '', label: `next ${unit}` }, end, unit, anchor };
    if (anchor === 'this') return { period: this.thisUnit(unit), end, unit, anchor };
    const { year, month, quarter } = this;
    let period: Period;
    if (unit === 'year') period = { ...yearPeriod(year - 1), label: `last year (${year - 1})` };
    else if (unit === 'quarter') {
      const [y, q] = quarter === 1 ? [year - 1, 4] : [year, quarter - 1];
      period = quarterPeriod(y, q, `last quarter (Q${q} ${y})`);
    } else if (unit === 'month') {
      const p = month === 1 ? monthPeriod(year - 1, 12) : monthPeriod(year, month - 1);
      period = { ...p, label: `last month (${p.label})` };
    } else if (unit === 'week') {
      const monday = addDays(this.thisUnit('week').from, -7);
      period = { from: monday, to: addDays(monday, 6), label: 'last week' };
    } else period = { ...dayPeriod(addDays(this.today, -1)), label: 'yesterday' };
    return { period, end, unit, anchor };
  }

  trailing(count: number, unit: TimeUnit, end: number) {
    const from =
      unit === 'day'
        ? addDays(this.today, 1 - count)
        : unit === 'week'
          ? addDays(this.today, 1 - 7 * count)
          : addDays(
              addMonths(this.today, unit === 'year' ? -12 * count : unit === 'quarter' ? -3 * count : -count),
              1,
            );
    return {
      period: { from, to: this.today, label: `the last ${count} ${unit}${count === 1 ? '' : 's'}` },
      end,
      unit,
    };
  }

  /** A time expression starting at i, with the words it used. */
  read(i: number): Found | null {
    const w = this.word(i);
    const next = this.word(i + 1);
    if (TIME_ANCHORS[w] === 'next' && TIME_UNITS[next]) return { meaning: { kind: 'future' }, end: i + 2 };
    if (w === 'tomorrow') return { meaning: { kind: 'future' }, end: i + 1 };
    const yearAgo = this.yearAgo(i);
    if (yearAgo) return { meaning: { kind: 'year_ago' }, end: yearAgo };
    const back = this.stepBack(i);
    if (back) return back;
    if (w === 'from' || w === 'between') {
      const first = this.point(i + 1);
      const joiner = first ? this.word(first.end) : '';
      if (first && /^(to|and|until|till|through|thru|-)$/.test(joiner)) {
        const second = this.point(first.end + 1);
        if (second) {
          const found = this.span(first.period.from, this.endOf(first, second), second.end);
          return { ...found, meaning: { ...found.meaning, span: [first.period, second.period] } as Meaning };
        }
      }
    }
    if (w === 'since' || w === 'after' || w === 'before' || w === 'until' || w === 'till') {
      const at = this.point(i + 1);
      if (at && w !== 'before' && w !== 'until' && w !== 'till') {
        const from = w === 'since' ? at.period.from : addDays(at.period.to, 1);
        if (from <= this.today) {
          const label = `${w} ${at.period.label.replace(/^last \w+ \((.*)\)$/, '$1')}`;
          return { meaning: { kind: 'period', period: { from, to: this.today, label } }, end: at.end };
        }
      }
      if (at) {
        const to = w === 'before' ? addDays(at.period.from, -1) : at.period.to;
        return {
          meaning: { kind: 'period', period: { from: ALL_START, to, label: `${w} ${at.period.label}` } },
          end: at.end,
        };
      }
    }
    const point = this.point(i);
    if (!point) return null;
    if (point.anchor === 'next') return { meaning: { kind: 'future' }, end: point.end };
    // "2026 so far", "this year to date": the words after a point that only say it ends today.
    const soFar = this.word(point.end) === 'so' && this.word(point.end + 1) === 'far' ? 2 : 0;
    const previous = point.anchor === 'previous' ? { previous: true as const } : {};
    return {
      meaning: {
        kind: 'period',
        period: point.period,
        ...(point.unit ? { unit: point.unit } : {}),
        ...previous,
      },
      end: point.end + soFar,
    };
  }

  /** The end of "from September to October" (whole October) or "from 1 March to 15 April". */
  endOf(first: { period: Period }, second: { period: Period }) {
    return second.period.to < first.period.from ? first.period.to : second.period.to;
  }

  span(from: string, to: string, end: number): Found {
    const whole = (date: string) => date.endsWith('-01');
    const [fy, fm] = from.split('-').map(Number) as [number, number];
    const [ty, tm] = to.split('-').map(Number) as [number, number];
    const label =
      whole(from) && to === monthEnd(ty, tm) && (fy !== ty || fm !== tm)
        ? `${MONTH_NAMES[fm - 1]}${fy !== ty ? ` ${fy}` : ''} to ${MONTH_NAMES[tm - 1]} ${ty}`
        : periodLabel(from, to);
    return { meaning: { kind: 'period', period: { from, to, label } }, end };
  }

  /** "the month before", "before that", "the one before", "the previous period". */
  stepBack(i: number): Found | null {
    const at = this.word(i) === 'the' ? i + 1 : i;
    const unit = this.word(at);
    if (
      /^(month|quarter|year|week|period)$/.test(unit) &&
      this.word(at + 1) === 'before' &&
      !this.point(at + 2)
    )
      return { meaning: { kind: 'step_back', unit: unit as TimeUnit | 'period' }, end: at + 2 };
    if (unit === 'one' || unit === '1' ? this.word(at + 1) === 'before' : false)
      return { meaning: { kind: 'step_back', unit: 'period' }, end: at + 2 };
    if (this.word(i) === 'before' && this.word(i + 1) === 'that')
      return { meaning: { kind: 'step_back', unit: 'period' }, end: i + 2 };
    if (TIME_ANCHORS[unit] === 'previous' && this.word(at + 1) === 'period')
      return { meaning: { kind: 'step_back', unit: 'period' }, end: at + 2 };
    if (/^(month|quarter|year|week)s?$/.test(unit) && this.word(at + 1) === 'earlier')
      return { meaning: { kind: 'step_back', unit: unit.replace(/s$/, '') as TimeUnit }, end: at + 2 };
    return null;
  }

  /** "the same period last year", "this time last year", "a year ago", "year over year", "last year's". */
  yearAgo(i: number): number | null {
    const words = this.tokens
      .slice(i, i + 5)
      .map((token) => token.text)
      .join(' ');
    const match =
      /^(?:the )?same (?:period|time|month|quarter|week|days|dates) (?:last|a|the previous|the prior) year\b|^this time last year\b|^(?:a|1) year (?:ago|earlier|before)\b|^year over year\b|^year on year\b|^yoy\b|^y\/y\b|^the year before\b/.exec(
        words,
      );
    if (match) return i + match[0].split(' ').length;
    if (this.word(i) === 'last' && this.tokens[i + 1]?.raw.toLowerCase().replace(/['’]/g, "'") === "year's")
      return i + 2;
    return null;
  }
}

/** Every time expression of the question, left to right, skipping tokens already taken by other readers. */
export function readTime(tokens: Token[], today: string, taken: Set<number>): Mark[] {
  const reader = new Reader(tokens, today);
  const marks: Mark[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i)) continue;
    const found = reader.read(i);
    if (!found || found.end <= i) continue;
    if ([...Array(found.end - i).keys()].some((k) => taken.has(i + k))) continue;
    marks.push({ start: i, end: found.end, meaning: found.meaning });
    i = found.end - 1;
  }
  return marks;
}
