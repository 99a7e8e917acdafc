// Asking back when two readings are equally likely, and reading the reply that chooses between them.
import { previousPeriod, sameLastYear } from '../../semantic/query-plan.js';
import { basicNormalise, escapeRegExp } from './normalise.js';
import type { Request } from './request.js';

/** "Compared with what?": the period before, or the same period last year. */
export function compareOptions(request: Extract<Request, { kind: 'query' }>): Request {
  const { plan } = request;
  const before = previousPeriod(plan.period);
  const yearAgo = sameLastYear(plan.period);
  return {
    kind: 'clarify',
    question: `Compared with the period before (${before.label}) or with the same period last year (${yearAgo.label})?`,
    options: [
      {
        label: 'the period before',
        request: { ...request, plan: { ...plan, compare: { kind: 'previous_period', period: before } } },
      },
      {
        label: 'the same period last year',
        request: { ...request, plan: { ...plan, compare: { kind: 'previous_year', period: yearAgo } } },
      },
    ],
  };
}

/** Picks the option a reply to a clarifying question names ("units", "the first one", "last year"). */
export function chooseOption(text: string, options: { label: string; request: Request }[]): Request | null {
  if (!options.length) return null;
  if (/^(?:the )?(?:first|1|former)\b/.test(text)) return options[0]!.request;
  if (/^(?:the )?(?:second|2|latter)\b/.test(text)) return options[1]?.request ?? null;
  const words = (label: string) =>
    basicNormalise(label)
      .split(' ')
      .filter((word) => word.length > 3 && !['with', 'same', 'period', 'number', 'sold'].includes(word));
  const scored = options.map((option) => ({
    option,
    score: words(option.label).filter((word) => new RegExp(`\\b${escapeRegExp(word)}`).test(text)).length,
  }));
  const best = Math.max(...scored.map((entry) => entry.score));
  const winners = scored.filter((entry) => entry.score === best);
  return best > 0 && winners.length === 1 ? winners[0]!.option.request : null;
}
