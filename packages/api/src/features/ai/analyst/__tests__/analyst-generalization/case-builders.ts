// Small builders of generalization cases.
import type { Expectation, FigureSpec, GeneralizationCase, Metric, Range, Scope } from './figure-spec.js';

export const figures = (spec: FigureSpec): Expectation => ({ kind: 'figures', spec });

export const gen = (
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

export const total = (metric: Metric, period: Range, names: Omit<Scope, 'period'> = {}) =>
  figures({ kind: 'total', metric, scope: { period, ...names } });
