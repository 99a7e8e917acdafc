import { basicNormalise } from './normalise.js';
import type { CustomerAction, CustomerRef, Request } from './request.js';

export interface LastCustomer {
  id: string;
  name: string;
}

/** The customer named at the end of a question: without punctuation, quotes or trailing filler words. */
export function cleanName(raw: string): string {
  return raw
    .replace(/[?!.]+$/, '')
    .replace(/\s+(?:next|now|today|this week|please|recently|lately|last time|doing|instead)$/gi, '')
    .replace(/^(?:the\s+)?(?:customer|client|account)\s+/i, '')
    .replace(/'s$/, '')
    .replace(/^["“”']+|["“”']+$/g, '')
    .trim();
}

const BIGGEST =
  /\b(?:my|our|the)?\s*(?:biggest|largest|top|best|most valuable|main|key|number 1)\s+(?:account|customer|client|buyer)\b/;
const AT_RISK =
  /\b(?:customer|client|account|buyer)s?\s+(?:who|that)\s+(?:has\s+|have\s+)?(?:stopped|quit|ceased|no longer)\b|\b(?:lapsed|lost|churned|at risk|inactive|dormant)\s+(?:customer|client|account|buyer)\b|\bwin (?:them |it )?back\b/;
const PRONOUN =
  /^(?:them|they|their|his|him|her|it|that customer|this customer|that client|this client|that account|this account|the same customer|same customer|that one|this one|that person|the customer)$/;

/** Words that follow the trigger phrases when the question is not about one customer ("what offer is active"). */
const NOT_A_CUSTOMER =
  /^(us|we|our|them|customers?|clients|is|are|was|were|do|does|did|have|has|any|the most|most|best|you|me)\b/i;

/** A reference to a customer, or null when the words name nobody ("what should I offer" alone). */
export function customerRefOf(
  raw: string,
  lastCustomer: LastCustomer | null,
): CustomerRef | 'no_reference' | null {
  const name = cleanName(raw);
  const text = basicNormalise(name);
  if (!text) return null;
  if (BIGGEST.test(text)) return { by: 'biggest' };
  if (AT_RISK.test(text)) return { by: 'at_risk' };
  if (PRONOUN.test(text)) return lastCustomer ? { by: 'id', ...lastCustomer } : 'no_reference';
  if (NOT_A_CUSTOMER.test(name) || name.length > 200) return null;
  return { by: 'name', name };
}

/** Patterns whose first group names the customer, tried on the original wording (names keep their case). */
const ACTION_PATTERNS: [CustomerAction, RegExp][] = [
  [
    'draft_email',
    /\b(?:draft|write|compose|prepare|send)\b.*?\b(?:e-?mail|message|letter|note)\b(?:\s+(?:to|for))?\s+(.+)/i,
  ],
  [
    'pitch',
    /\bwhat\s+(?:else\s+)?(?:should|could|can|do|would)\s+(?:i|we)\s+(?:offer|sell|recommend|pitch|propose|suggest)\s+(?:to\s+)?(.+)/i,
  ],
  ['pitch', /\bwhat\s+(?:else\s+)?(?:to\s+)?(?:offer|sell|recommend|pitch|suggest)\s+(?:to\s+)?(.+)/i],
  ['pitch', /\brecommend(?:ations?|ed)?\s+(?:products?\s+|offers?\s+)?(?:for|to)\s+(.+)/i],
  ['pitch', /\b(?:upsell|cross-sell|pitch)\s+(?:to\s+)?(.+)/i],
  [
    'last_orders',
    /\b(?:last|latest|recent|previous)\s+(?:\d+\s+)?(?:orders?|purchases?)\s+(?:of|for|from|by)\s+(.+)/i,
  ],
  ['last_orders', /\b(?:order|purchase)\s+history\s+(?:of|for)\s+(.+)/i],
  ['last_orders', /\b(their|his|her)\s+(?:last|latest|recent)\s+(?:orders?|purchases?)\s*[?!.]*$/i],
  // Only when nothing follows: "what did Maria Anders order on 2 September?" is a question about that day.
  ['last_orders', /\bwhat\s+did\s+(.+?)\s+(?:last\s+)?(?:order|buy|purchase)(?:\s+last)?\s*[?!.]*$/i],
  ['last_orders', /\bwhen\s+did\s+(.+?)\s+last\s+(?:order|buy|purchase)\s*[?!.]*$/i],
  [
    'last_orders',
    /^(?:show\s+(?:me\s+)?)?(?!(?:when|what|how|who|which|where)\b)(.+?)'s\s+(?:last|latest|recent)\s+(?:orders?|purchases?)\s*[?!.]*$/i,
  ],
];

const SUMMARY_PATTERNS = [
  /^(?:tell me about|who is|what do (?:we|you) know about|give me (?:a )?summary (?:of|for)|summary (?:of|for)|summari[sz]e|how is|profile (?:of|for)|look up|lookup)\s+(.+)/i,
  /^(?:customer|client)\s+(.+)/i,
];

const WIN_BACK =
  /\bwin (?:\w+ )?back\b|\bre-?engage\b|\bstopped (?:buying|ordering)\b|\bcome back\b|\blapsed\b/i;

/** "draft an email to …", "what should I pitch to …", "last orders of …": the action and who it is about. */
export function customerAction(original: string, lastCustomer: LastCustomer | null): Request | null {
  for (const [action, pattern] of ACTION_PATTERNS) {
    const match = pattern.exec(original);
    if (!match) continue;
    const ref = customerRefOf(match[1]!, lastCustomer);
    if (ref === 'no_reference') return { kind: 'no_reference' };
    if (ref)
      return {
        kind: 'customer',
        action,
        customer: ref,
        winBack: action === 'draft_email' && WIN_BACK.test(original),
      };
    if (action === 'draft_email')
      return {
        kind: 'unavailable',
        message:
          'Who should the email go to? Name the customer, for example "Draft an email to Maria Anders".',
      };
  }
  return null;
}

/** "Tell me about Maria Anders": tried last, as its patterns are loose. */
export function customerSummary(original: string, lastCustomer: LastCustomer | null): Request | null {
  for (const pattern of SUMMARY_PATTERNS) {
    const match = pattern.exec(original);
    const ref = match ? customerRefOf(match[1]!, lastCustomer) : null;
    if (ref === 'no_reference') return { kind: 'no_reference' };
    if (ref) return { kind: 'customer', action: 'summary', customer: ref, winBack: false };
  }
  return null;
}
