import type { AnswerInput, ChatEvent, ChatProvider } from '../chat-types.js';
import { escapeMarkdown, uniqueCitations } from '../citations.js';
import { ToolFailure, type Answer, type AnswerSteps } from './answer-steps.js';
import { customerSummary, lastOrders, recommend } from './answers/customer-answers.js';
import {
  atRiskCustomers,
  customerCount,
  productRanking,
  revenueBy,
  topCustomers,
  totalRevenue,
} from './answers/sales-answers.js';
import { currentOffers, lowStock } from './answers/stock-and-offers.js';
import { capabilityList, PERIODS_HINT } from './capabilities.js';
import { continueEarlierQuestion } from './follow-up.js';
import { leadLine } from './lead-line.js';
import { recogniseIntent, type Intent } from './recognise-intent.js';

export const BUILTIN_ANALYST_INFO = { kind: 'builtin', label: 'Built-in analyst' } as const;

/** Table rows per streamed chunk: the answer arrives in several pieces, as a model's would. */
const LINES_PER_CHUNK = 6;

// Generators that only return (help, not understood) still have the AnswerSteps shape.
// eslint-disable-next-line require-yield
async function* capabilities(): AnswerSteps {
  return { parts: [capabilityList(), PERIODS_HINT], citations: [] };
}

function steps(input: AnswerInput, intent: Intent): AnswerSteps {
  switch (intent.kind) {
    case 'top_customers':
      return topCustomers(input, intent);
    case 'at_risk_customers':
      return atRiskCustomers(input);
    case 'best_sellers':
    case 'slow_movers':
      return productRanking(input, intent);
    case 'revenue_by':
      return revenueBy(input, intent);
    case 'total_revenue':
      return totalRevenue(input, intent);
    case 'customer_count':
      return customerCount(input, intent);
    case 'low_stock':
      return lowStock(input, intent);
    case 'current_offers':
      return currentOffers(input);
    case 'recommend':
      return recommend(input, intent);
    case 'last_orders':
      return lastOrders(input, intent);
    case 'customer_summary':
      return customerSummary(input, intent);
    case 'help':
    case 'unknown':
      return capabilities();
  }
}

/** Splits the answer's paragraphs into chunks of a few lines, keeping the Markdown intact when joined. */
function chunks(parts: string[]): string[] {
  return parts.flatMap((part) => {
    const lines = part.split('\n');
    const pieces: string[] = [];
    for (let start = 0; start < lines.length; start += LINES_PER_CHUNK)
      pieces.push(lines.slice(start, start + LINES_PER_CHUNK).join('\n') + '\n');
    pieces[pieces.length - 1] += '\n';
    return pieces;
  });
}

async function* answer(input: AnswerInput): AsyncGenerator<ChatEvent> {
  const intent = continueEarlierQuestion(
    recogniseIntent(input.question, input.today),
    input.question,
    input.history,
    input.today,
  );
  yield { type: 'delta', text: `${leadLine(intent)}\n\n` };
  const run = steps(input, intent);
  let finished: Answer;
  try {
    let step = await run.next();
    while (!step.done) {
      if (input.signal.aborted) return;
      yield step.value;
      step = await run.next();
    }
    finished = step.value;
  } catch (error) {
    if (!(error instanceof ToolFailure)) throw error;
    finished = { parts: [`I could not look that up: ${escapeMarkdown(error.message)}`], citations: [] };
  }
  if (input.signal.aborted) return;
  for (const text of chunks(finished.parts)) {
    if (input.signal.aborted) return;
    yield { type: 'delta', text };
  }
  if (input.signal.aborted) return;
  yield { type: 'citations', citations: uniqueCitations(finished.citations) };
}

/**
 * The answer source when no model is configured: recognises the common questions of a sales team and answers
 * them from the same tools a model would call (through `input.runTool`, so the route's organization scoping
 * applies). It never invents: a question it does not recognise gets the list of what it can answer.
 */
export function createBuiltinAnalyst(): ChatProvider {
  return { info: { ...BUILTIN_ANALYST_INFO }, answer };
}
