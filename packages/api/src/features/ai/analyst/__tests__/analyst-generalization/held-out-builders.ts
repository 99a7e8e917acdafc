// The periods and builders the held-out set is written with (held-out-set.ts, held-out-set-more.ts).
import type { Expectation, FigureSpec, GeneralizationCase, Range } from './figure-spec.js';

export const Q2: Range = ['2026-04-01', '2026-06-30'];
export const Q3: Range = ['2026-07-01', '2026-09-30'];
export const SEPTEMBER: Range = ['2026-09-01', '2026-09-30'];
export const OCTOBER: Range = ['2026-10-01', '2026-10-31'];
export const THIS_MONTH: Range = ['2026-11-01', '2026-11-21'];
export const THIS_QUARTER: Range = ['2026-10-01', '2026-11-21'];
export const THIS_YEAR: Range = ['2026-01-01', '2026-11-21'];
export const YEAR_2025: Range = ['2025-01-01', '2025-12-31'];
export const LAST_12_MONTHS: Range = ['2025-11-22', '2026-11-21'];

export const figures = (spec: FigureSpec): Expectation => ({ kind: 'figures', spec });
export const held = (
  kind: string,
  question: string,
  expect: Expectation,
  before?: string[],
): GeneralizationCase => ({
  kind,
  question,
  expect,
  ...(before ? { before } : {}),
});
