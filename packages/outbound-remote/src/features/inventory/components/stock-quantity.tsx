import { formatNumber, Tag } from '@aide/ui-kit';
import { LOW_STOCK_MAX } from '../lib/stock';

export interface StockQuantityProps {
  quantity: number;
}

/** On-hand count with a warning tag: red at zero, orange when low (1–10, the API's `low`). */
export function StockQuantity({ quantity }: StockQuantityProps) {
  return (
    <span>
      {formatNumber(quantity)}{' '}
      {quantity <= 0 ? (
        <Tag color="red">Out of stock</Tag>
      ) : quantity <= LOW_STOCK_MAX ? (
        <Tag color="orange">Low</Tag>
      ) : null}
    </span>
  );
}
