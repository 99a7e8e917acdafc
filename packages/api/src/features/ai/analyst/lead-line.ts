import { escapeMarkdown } from '../citations.js';
import { describePlan } from '../semantic/query-plan.js';
import { quoted } from './answers/not-understood.js';
import { formatCount } from './format.js';
import type { CustomerRef, Request } from './parse/request.js';

function who(ref: CustomerRef): string {
  switch (ref.by) {
    case 'name':
    case 'id':
      return escapeMarkdown(ref.name);
    case 'biggest':
      return 'your biggest account (top revenue of the last 12 months)';
    case 'at_risk':
      return 'the biggest account that stopped ordering';
  }
}

/**
 * The answer's first line, written as soon as the question is understood (before any data is read): for a sales
 * question it says what is computed — metric, period, filters, comparison — so the user sees what was understood.
 */
export function leadLine(request: Request): string {
  switch (request.kind) {
    case 'query':
      return request.customer
        ? `${describePlan(request.plan)} · customer: ${who(request.customer)}`
        : describePlan(request.plan);
    case 'at_risk':
      return '**Customers who stopped ordering** (at risk)';
    case 'low_stock':
      return request.outOfStock
        ? '**Products out of stock**'
        : `**Products below ${formatCount(request.below)} units**`;
    case 'offers':
      return '**Offers running today**';
    case 'customer':
      switch (request.action) {
        case 'pitch':
          return `**What to offer ${who(request.customer)}**`;
        case 'last_orders':
          return `**Last orders of ${who(request.customer)}**`;
        case 'summary':
          return `**About ${who(request.customer)}**`;
        case 'draft_email':
          return `**${request.winBack ? 'A win-back email' : 'An email'} to ${who(request.customer)}** (draft, not sent)`;
      }
      break;
    case 'remind':
      return 'I cannot set reminders, so I will not pretend to.';
    case 'clarify':
      return 'I can read that two ways, so I will ask rather than guess.';
    case 'unavailable':
      return 'I understood the question, but I cannot answer it from your data.';
    case 'no_reference':
      return 'Who do you mean?';
    case 'help':
      return 'I am the built-in analyst. I answer these questions from your sales data:';
    case 'unknown':
      return 'I did not understand that question, so I will not guess. I can answer these:';
    case 'not_understood':
      return request.names
        ? `I found no customer, company, product, brand, category, city or segment called ${quoted(request.words)}, so I will not guess.`
        : `I did not understand ${quoted(request.words)}, so I will not guess.`;
  }
  return '';
}
