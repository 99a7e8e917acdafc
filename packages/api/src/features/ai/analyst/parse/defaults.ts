/** "Running low" without a number: below this many units on hand. */
export const DEFAULT_STOCK_LEVEL = 10;

export const MARGIN_UNAVAILABLE =
  'Margin needs what each product cost you, and your inventory records only sale prices, so I cannot compute it. Revenue, units and average order value are available.';

export const FUTURE_UNAVAILABLE =
  'I only have your sales up to today, and I do not forecast. I can show the figures so far, or compare this period so far with the last one.';
