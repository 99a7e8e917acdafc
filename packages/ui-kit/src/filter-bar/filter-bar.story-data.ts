/** The stock choices the FilterBar and FilterFields stories offer. */
export type Stock = 'in' | 'low' | 'out';

export const STOCK_OPTIONS = [
  { value: 'in' as const, label: 'In stock' },
  { value: 'low' as const, label: 'Low stock' },
  { value: 'out' as const, label: 'Out of stock' },
];
