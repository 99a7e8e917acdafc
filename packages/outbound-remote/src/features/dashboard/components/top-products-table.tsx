import { CompactTable, type ListColumns, moneyColumn, numberColumn } from '@aide/ui-kit';
import type { Dashboard } from '../api/dashboard-api';

type TopProduct = Dashboard['top_products'][number];

const COLUMNS: ListColumns<TopProduct> = [
  { title: 'Product', dataIndex: 'name', key: 'name', ellipsis: true, card: 'title' },
  { title: 'SKU', dataIndex: 'sku', key: 'sku', card: 'subtitle' },
  numberColumn('Quantity', 'quantity', { card: 'figure' }),
  moneyColumn('Revenue', 'revenue', { card: 'figure' }),
];

export interface TopProductsTableProps {
  products: Dashboard['top_products'];
}

/** Best sellers of the period by revenue. */
export function TopProductsTable({ products }: TopProductsTableProps) {
  return (
    <CompactTable<TopProduct>
      rowKey="sku"
      columns={COLUMNS}
      dataSource={products}
      empty="No sales in this period."
    />
  );
}
