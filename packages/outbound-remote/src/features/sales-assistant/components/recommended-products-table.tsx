import type { Key } from 'react';
import {
  CompactTable,
  Flex,
  formatMoney,
  formatNumber,
  numberColumn,
  type ListColumns,
  Tag,
  Typography,
} from '@aide/ui-kit';
import type { ProductRecommendation } from '../api/recommendations-api';

export interface RecommendedProductsTableProps {
  items: ProductRecommendation[];
  selectedIds: Key[];
  onSelect: (ids: Key[]) => void;
}

/** On a phone's card: the product, its price and the suggested quantity; stock and the reasons on tap. */
const COLUMNS: ListColumns<ProductRecommendation> = [
  {
    key: 'product',
    title: 'Product',
    card: 'title',
    render: (_, item) => (
      <Flex vertical>
        <Typography.Text strong>{item.name}</Typography.Text>
        <Typography.Text type="secondary">{item.sku}</Typography.Text>
      </Flex>
    ),
  },
  { key: 'price', title: 'Price', card: 'figure', render: (_, item) => <RecommendedPrice item={item} /> },
  numberColumn('In stock', 'quantity_on_hand'),
  numberColumn('Suggested quantity', 'suggested_quantity', { card: 'figure' }),
  {
    key: 'reasons',
    title: 'Why',
    render: (_, item) => (
      <Flex vertical>
        {item.reasons.map((reason) => (
          <Typography.Text key={reason.text}>{reason.text}</Typography.Text>
        ))}
      </Flex>
    ),
  },
];

/** The list price, and with a current offer the offer price and its discount. */
function RecommendedPrice({ item }: { item: ProductRecommendation }) {
  if (!item.offer || item.offer_price == null) return <>{formatMoney(item.price)}</>;
  return (
    <Flex vertical align="flex-start">
      <Typography.Text delete type="secondary">
        {formatMoney(item.price)}
      </Typography.Text>
      <Typography.Text strong>{formatMoney(item.offer_price)}</Typography.Text>
      <Tag color="green" title={item.offer.title}>
        −{formatNumber(item.offer.discount_percent)}% {item.offer.title}
      </Tag>
    </Flex>
  );
}

/** Products the customer would plausibly buy next, with why; checkboxes pick what goes in an email. */
export function RecommendedProductsTable({ items, selectedIds, onSelect }: RecommendedProductsTableProps) {
  return (
    <CompactTable<ProductRecommendation>
      rowKey="product_id"
      columns={COLUMNS}
      dataSource={items}
      rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => onSelect(keys) }}
      scroll={{ x: 720 }}
    />
  );
}
