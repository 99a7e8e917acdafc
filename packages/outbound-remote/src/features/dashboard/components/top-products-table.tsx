import { CompactTable, moneyColumn, numberColumn, type TableColumnsType } from '@aide/ui-kit';
import type { Dashboard } from '../api/dashboard-api';

type TopProduct = Dashboard['top_products'][number];

const COLUMNS: TableColumnsType<TopProduct> = [
  { title: 'Product', dataIndex: 'name', key: 'name', ellipsis: true },
  { title: 'SKU', dataIndex: 'sku', key: 'sku' },
  numberColumn('Quantity', 'quantity'),
  moneyColumn('Revenue', 'revenue'),
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
