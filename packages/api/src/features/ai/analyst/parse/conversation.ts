import type { ChatTurn } from '../../chat-types.js';
import type { LastCustomer } from './customer-reference.js';
import { parseQuestion } from './parse-question.js';
import type { FoundNames } from './entity-mentions.js';
import type { Request } from './request.js';

/** How the analyst asks which of several matching customers was meant (a reply with a name continues it). */
export const WHICH_ONE = 'Which one did you mean?';

const CUSTOMER_LINK = /\[((?:\\.|[^\]\\])+)\]\(\/sales-assistant\/customers\/([0-9a-f-]{36})\)/;

/** The first customer an answer links to: who "them" means in the next question. */
export function firstCustomerOf(answer: string): LastCustomer | null {
  const match = CUSTOMER_LINK.exec(answer);
  return match ? { id: match[2]!, name: match[1]!.replace(/\\(.)/g, '$1') } : null;
}

/**
 * Reads the question in its conversation: the earlier questions are parsed again in order (the parser is
 * deterministic), so a follow-up sees the plan it refines, a reply sees the clarifying question it answers,
 * and "them" is the first customer of the last answer that named one.
 */
export function understand(
  question: string,
  history: ChatTurn[],
  today: string,
  found: {
    names: (text: string) => FoundNames['texts'][number]['mentions'];
    dimensions: FoundNames['dimensions'];
  },
): Request {
  const context = { today, names: found.names, dimensions: found.dimensions };
  let previous: Request | null = null;
  let lastCustomer: LastCustomer | null = null;
  let lastAnswer = '';
  for (const turn of history) {
    if (turn.role === 'assistant') {
      lastAnswer = turn.content;
      lastCustomer = firstCustomerOf(turn.content) ?? lastCustomer;
      continue;
    }
    const request = parseQuestion(turn.content, { ...context, previous, lastCustomer });
    if (request.kind !== 'unknown' && request.kind !== 'help') previous = request;
  }
  const request = parseQuestion(question, { ...context, previous, lastCustomer });
  // A reply to "Which one did you mean?" is just a name: the earlier question, about that customer.
  if (
    lastAnswer.includes(WHICH_ONE) &&
    previous &&
    (request.kind === 'unknown' || (request.kind === 'customer' && request.action === 'summary'))
  ) {
    const name = question.trim().replace(/[?!.]+$/, '');
    if (name && name.length <= 200) {
      if (previous.kind === 'customer') return { ...previous, customer: { by: 'name', name } };
      if (previous.kind === 'query' && previous.customer)
        return { ...previous, customer: { by: 'name', name } };
    }
  }
  return request;
}
