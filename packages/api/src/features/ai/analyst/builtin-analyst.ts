import type { AnswerInput, ChatEvent, ChatProvider } from '../chat-types.js';
import { escapeMarkdown, uniqueCitations } from '../citations.js';
import { notUnderstood } from './answers/not-understood.js';
import { callTool, ToolFailure, type Answer, type AnswerSteps } from './answer-steps.js';
import { customerSummary, draftEmail, lastOrders, recommend } from './answers/customer-answers.js';
import { queryAnswer } from './answers/query-answer.js';
import { atRiskCustomers } from './answers/sales-answers.js';
import { currentOffers, lowStock } from './answers/stock-and-offers.js';
import { capabilityList, PERIODS_HINT } from './capabilities.js';
import { leadLine } from './lead-line.js';
import { understand } from './parse/conversation.js';
import type { FoundNames } from './parse/entity-mentions.js';
import { questionKey } from './parse/parse-question.js';
import type { Request } from './parse/request.js';

export const BUILTIN_ANALYST_INFO = { kind: 'builtin', label: 'Built-in analyst' } as const;

/** Questions of a conversation read for names at most, and their length (find_names' limits). */
const MAX_TEXTS = 20;
const MAX_TEXT_LENGTH = 1000;

/** Table rows per streamed chunk: the answer arrives in several pieces, as a model's would. */
const LINES_PER_CHUNK = 6;

const REMIND_ANSWER =
  'Reminders are not something I can set: nothing here would remind you later. To keep a follow-up, write it as a ' +
  'note on the customer\'s page under My Customers ("call back in 2 weeks"): the assistant proposes the follow-up ' +
  'date from it and keeps it on their record.';

// Generators that only return (help, clarifying questions) still have the AnswerSteps shape.
// eslint-disable-next-line require-yield, @typescript-eslint/require-await -- an async generator is the AnswerSteps (AsyncGenerator) shape
async function* say(...parts: string[]): AnswerSteps {
  return { parts, citations: [] };
}

function steps(input: AnswerInput, request: Request, dimensions: FoundNames['dimensions']): AnswerSteps {
  switch (request.kind) {
    case 'query':
      return queryAnswer(input, request);
    case 'at_risk':
      return atRiskCustomers(input);
    case 'low_stock':
      return lowStock(input, request);
    case 'offers':
      return currentOffers(input);
    case 'customer':
      switch (request.action) {
        case 'pitch':
          return recommend(input, request);
        case 'last_orders':
          return lastOrders(input, request);
        case 'summary':
          return customerSummary(input, request);
        case 'draft_email':
          return draftEmail(input, request);
      }
      break;
    case 'remind':
      return say(REMIND_ANSWER);
    case 'clarify':
      return say(
        request.question,
        ...(request.options.length
          ? [request.options.map((option) => `- ${escapeMarkdown(option.label)}`).join('\n')]
          : []),
      );
    case 'unavailable':
      return say(escapeMarkdown(request.message));
    case 'no_reference':
      return say(
        'No customer has come up in this conversation yet. Name them, for example "What should I pitch to Maria Anders?"',
      );
    case 'not_understood':
      return say(...notUnderstood(request, dimensions));
    case 'help':
    case 'unknown':
      break;
  }
  return say(capabilityList(), PERIODS_HINT);
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
  let finished: Answer;
  try {
    // The organization's own names in the conversation's questions (one look-up in its entity index).
    const texts = [
      ...input.history.filter((turn) => turn.role === 'user').map((turn) => turn.content),
      input.question,
    ]
      .slice(-MAX_TEXTS)
      .map((text) => questionKey(text).slice(0, MAX_TEXT_LENGTH));
    const found = (yield* callTool(input, 'find_names', { texts })).data as FoundNames;
    if (input.signal.aborted) return;
    const byText = new Map(texts.map((text, index) => [text, found.texts[index]?.mentions ?? []]));
    const names = (text: string) => byText.get(questionKey(text).slice(0, MAX_TEXT_LENGTH)) ?? [];
    const request = understand(input.question, input.history, input.today, {
      names,
      dimensions: found.dimensions,
    });
    yield { type: 'delta', text: `${leadLine(request)}\n\n` };
    const run = steps(input, request, found.dimensions);
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
 * The answer source when no model is configured: parses the question into a plan of the semantic layer (or an
 * action) and answers from the same tools a model would call (through `input.runTool`, so the route's
 * organization scoping applies). It never invents: a question it does not understand gets the list of what it
 * can answer, and one with two equally likely readings gets a short question back.
 */
export function createBuiltinAnalyst(): ChatProvider {
  return { info: { ...BUILTIN_ANALYST_INFO }, answer };
}
