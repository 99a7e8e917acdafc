// Questions that are not a sales figure: stock below a level, what is out of stock, the offers running, and the
// customers who stopped ordering (at risk). Each uses the words it needs; anything else is left for the guard.
import { DEFAULT_STOCK_LEVEL } from './defaults.js';
import type { Reading } from './reading.js';
import type { Request } from './request.js';

/** Words that only frame these questions ("which products", "what is", "right now"). */
const FRAME = ['which', 'filler', 'verb', 'follow_up'] as const;

export function readIntent(reading: Reading): Request | null {
  const sales = reading
    .all('metric')
    .some((mark) => mark.meaning.metric === 'revenue' && !mark.meaning.implied);
  const ranked = reading.has('sellers') || reading.has('rank');
  if (reading.has('out_of_stock') && !ranked) {
    reading.useAll('out_of_stock', 'stock', ...FRAME);
    reading.use(...reading.all('subject').filter((mark) => mark.meaning.dimension === 'product'));
    return { kind: 'low_stock', below: 1, outOfStock: true };
  }
  const below = reading.first('below');
  const level = below && reading.after(below, false);
  const stock = reading.all('stock');
  const low = stock.some((mark) => mark.meaning.low);
  if (stock.length && !ranked && !sales && (low || (level && level.meaning.kind === 'number'))) {
    const value = level && level.meaning.kind === 'number' ? level.meaning.value : DEFAULT_STOCK_LEVEL;
    reading.use(below, level?.meaning.kind === 'number' ? level : undefined, ...stock);
    reading.useAll(...FRAME);
    reading.use(
      ...reading.all('subject').filter((mark) => mark.meaning.dimension === 'product'),
      ...reading.all('metric').filter((mark) => mark.meaning.metric === 'units'),
    );
    return { kind: 'low_stock', below: Math.max(1, value), outOfStock: false };
  }
  if (reading.has('offers') && !sales && !reading.has('metric') && !ranked) {
    reading.useAll('offers', 'period', 'count', ...FRAME);
    return { kind: 'offers' };
  }
  // "Which customers stopped ordering?": the at-risk list. With a period it is a plan (no sale since then).
  const lapsed = reading.has('lapsed');
  const negatedOrder =
    reading.has('negation') &&
    reading.all('verb').some((mark) => mark.meaning.verb === 'order' || mark.meaning.verb === 'buy');
  if ((lapsed || negatedOrder) && !reading.has('period') && !reading.has('entity')) {
    reading.useAll('lapsed', 'negation', 'count', 'who', ...FRAME);
    reading.use(...reading.all('subject').filter((mark) => mark.meaning.dimension === 'customer'));
    return { kind: 'at_risk' };
  }
  return null;
}
