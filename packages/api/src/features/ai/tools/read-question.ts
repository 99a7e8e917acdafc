import type { ChatTurn } from '../chat-types.js';
import { understand } from '../analyst/parse/conversation.js';
import { questionKey } from '../analyst/parse/parse-question.js';
import type { Request } from '../analyst/parse/request.js';
import { tokenize } from '../analyst/parse/tokens.js';
import { organizationNames } from '../entities/entity-cache.js';
import { argsFromPlan } from '../semantic/plan-args.js';
import { defineTool, ToolArgumentError } from './tool-args.js';

const MAX_LENGTH = 1000;
const MAX_PREVIOUS = 10;

/** A request as JSON for the model: the query_sales arguments, or what was not understood, or the question back. */
function described(request: Request): Record<string, unknown> {
  switch (request.kind) {
    case 'query':
      return {
        kind: 'query',
        query_sales: argsFromPlan(request.plan),
        ...(request.customer ? { customer: request.customer } : {}),
      };
    case 'not_understood':
      return {
        kind: 'not_understood',
        words: request.words,
        unknown_names: request.names,
        without_them: request.understood ? described(request.understood) : null,
      };
    case 'clarify':
      return {
        kind: 'clarify',
        question: request.question,
        options: request.options.map((option) => option.label),
      };
    default:
      return { ...request };
  }
}

/**
 * The built-in analyst's reading of a question, as a guard for the model: the plan it would run, or the words
 * it could not bind to anything it can compute. Both paths refuse to guess the same way.
 */
export const readQuestion = defineTool({
  name: 'read_question',
  description:
    'Reads the user’s question as the built-in analyst does, with the organization’s names: either the ' +
    'query_sales arguments it means, or the words it could not bind (unknown names, unsupported asks, words that ' +
    'change the meaning), or a question to ask back. Call it first; when it reports words not understood, ask ' +
    'the user about them instead of answering a different question.',
  properties: {
    question: { type: 'string', maxLength: MAX_LENGTH },
    previous_questions: {
      type: 'array',
      maxItems: MAX_PREVIOUS,
      items: { type: 'string', maxLength: MAX_LENGTH },
      description:
        'The earlier questions of the conversation, oldest first (follow-ups change one part of them)',
    },
  },
  required: ['question'],
  async run({ tx, workspace, today }, args) {
    const question = typeof args.question === 'string' ? args.question.slice(0, MAX_LENGTH) : '';
    const previous = Array.isArray(args.previous_questions) ? args.previous_questions : [];
    if (
      !question.trim() ||
      previous.length > MAX_PREVIOUS ||
      previous.some((text) => typeof text !== 'string')
    )
      throw new ToolArgumentError(
        'question is required; previous_questions is a list of at most 10 strings.',
      );
    const { index, dimensions } = await organizationNames(tx, workspace.organizationId);
    const names = (text: string) => index.find(tokenize(questionKey(text)));
    const history: ChatTurn[] = (previous as string[]).map((content) => ({ role: 'user', content }));
    return { data: described(understand(question, history, today, { names, dimensions })), citations: [] };
  },
});
