import { formatMoney, type ListColumns, moneyColumn, sortable, Tag, Tooltip } from '@aide/ui-kit';
import type { Product } from '../api/products-api';
import { StockQuantity } from './stock-quantity';

/**
 * Inventory table columns; ServerTable shows the URL's sort on the sortable ones. On a phone's card: the name
 * with its SKU, the price and stock, and its offer.
 */
export function productColumns(): ListColumns<Product> {
  return [
    { title: 'SKU', card: 'subtitle', ...sortable<Product>('sku'), width: 140 },
    { title: 'Name', card: 'title', ...sortable<Product>('name'), ellipsis: true },
    // Below 1,200 px the table keeps to the columns that matter (both are filters; a phone's card shows them).
    {
      title: 'Brand',
      ...sortable<Product>('brand'),
      optional: true,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: 'Category',
      ...sortable<Product>('category'),
      optional: true,
      render: (value: string | null) => value ?? '—',
    },
    moneyColumn('Price (USD)', 'price', { sorter: true, card: 'figure' }),
    {
      title: 'On hand',
      card: 'figure',
      ...sortable<Product>('quantity_on_hand'),
      render: (value: number) => <StockQuantity quantity={value} />,
    },
    {
      title: 'Offer',
      card: 'status',
      key: 'offer',
      render: (_: unknown, product: Product) =>
        product.offer ? (
          <Tooltip title={product.offer.title}>
            <Tag color="green">
              −{product.offer.discount_percent}% · {formatMoney(product.offer_price)}
            </Tag>
          </Tooltip>
        ) : (
          '—'
        ),
    },
  ];
}
