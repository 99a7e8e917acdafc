import type { ChatTurn } from '../chat-types.js';
import { recogniseIntent, type Intent } from './recognise-intent.js';

/** How the analyst asks which of several matching customers was meant (a reply with a name continues it). */
export const WHICH_ONE = 'Which one did you mean?';

/**
 * A reply to "Which one did you mean?" is just a name, which alone is not understood: it answers the earlier
 * question about that customer instead. Anything else keeps the intent it was recognised with.
 */
export function continueEarlierQuestion(
  intent: Intent,
  question: string,
  history: ChatTurn[],
  today: string,
): Intent {
  if (intent.kind !== 'unknown') return intent;
  const [asked, answered] = history.slice(-2);
  if (asked?.role !== 'user' || answered?.role !== 'assistant' || !answered.content.includes(WHICH_ONE))
    return intent;
  const customer = question.trim().replace(/[?!.]+$/, '');
  const earlier = recogniseIntent(asked.content, today);
  if (!customer || customer.length > 200) return intent;
  if (earlier.kind === 'recommend' || earlier.kind === 'last_orders' || earlier.kind === 'customer_summary')
    return { ...earlier, customer };
  return intent;
}
