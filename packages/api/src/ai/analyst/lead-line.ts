import { escapeMarkdown } from '../citations.js';
import { formatCount, formatPeriod } from './format.js';
import type { Intent } from './recognise-intent.js';

/** The answer's first line, written as soon as the question is understood (before any data is read). */
export function leadLine(intent: Intent): string {
  switch (intent.kind) {
    case 'top_customers':
      return `**Top ${intent.limit} customers by revenue** in ${formatPeriod(intent.period)}`;
    case 'at_risk_customers':
      return '**Customers who stopped ordering** (at risk)';
    case 'best_sellers':
      return `**Best sellers by ${intent.metric === 'quantity' ? 'units sold' : 'revenue'}** in ${formatPeriod(intent.period)}`;
    case 'slow_movers':
      return `**Slowest-moving products** (fewest units sold) in ${formatPeriod(intent.period)}`;
    case 'revenue_by':
      return `**Revenue by ${intent.dimension}** in ${formatPeriod(intent.period)}`;
    case 'total_revenue':
      return `**Total revenue** in ${formatPeriod(intent.period)}`;
    case 'customer_count':
      return intent.newOnly
        ? `**New customers** in ${formatPeriod(intent.period)}`
        : `**Customers** (ordering in ${formatPeriod(intent.period)})`;
    case 'low_stock':
      return intent.outOfStock
        ? '**Products out of stock**'
        : `**Products below ${formatCount(intent.below)} units**`;
    case 'current_offers':
      return '**Offers running today**';
    case 'recommend':
      return `**What to offer ${escapeMarkdown(intent.customer)}**`;
    case 'last_orders':
      return `**Last orders of ${escapeMarkdown(intent.customer)}**`;
    case 'customer_summary':
      return `**About ${escapeMarkdown(intent.customer)}**`;
    case 'help':
      return 'I am the built-in analyst. I answer these questions from your sales data:';
    case 'unknown':
      return 'I did not understand that question, so I will not guess. I can answer these:';
  }
}
