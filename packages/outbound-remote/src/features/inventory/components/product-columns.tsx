import { formatMoney, type TableColumnsType, Tag, Tooltip } from '@aide/ui-kit';
import type { Product } from '../api/products-api';
import { StockQuantity } from './stock-quantity';

/** Inventory table columns; ServerTable shows the URL's sort on the sortable ones. */
export function productColumns(): TableColumnsType<Product> {
  const sortable = (field: keyof Product & string) => ({ key: field, dataIndex: field, sorter: true });

  return [
    { title: 'SKU', ...sortable('sku'), width: 140 },
    { title: 'Name', ...sortable('name'), ellipsis: true },
    { title: 'Brand', ...sortable('brand'), render: (value: string | null) => value ?? '—' },
    { title: 'Category', ...sortable('category'), render: (value: string | null) => value ?? '—' },
    {
      title: 'Price (USD)',
      ...sortable('price'),
      align: 'right',
      render: (value: number | null) => formatMoney(value),
    },
    {
      title: 'On hand',
      ...sortable('quantity_on_hand'),
      render: (value: number) => <StockQuantity quantity={value} />,
    },
    {
      title: 'Offer',
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
