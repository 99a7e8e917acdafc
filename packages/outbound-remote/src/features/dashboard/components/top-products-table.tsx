import { formatMoney, formatNumber, Table, type TableColumnsType } from '@aide/ui-kit';
import type { Dashboard } from '../api/dashboard-api';

type TopProduct = Dashboard['top_products'][number];

const COLUMNS: TableColumnsType<TopProduct> = [
  { title: 'Product', dataIndex: 'name', key: 'name', ellipsis: true },
  { title: 'SKU', dataIndex: 'sku', key: 'sku' },
  {
    title: 'Quantity',
    dataIndex: 'quantity',
    key: 'quantity',
    align: 'right',
    render: (value: number) => formatNumber(value),
  },
  {
    title: 'Revenue',
    dataIndex: 'revenue',
    key: 'revenue',
    align: 'right',
    render: (value: number) => formatMoney(value),
  },
];

export interface TopProductsTableProps {
  products: Dashboard['top_products'];
}

/** Best sellers of the period by revenue. */
export function TopProductsTable({ products }: TopProductsTableProps) {
  return (
    <Table<TopProduct>
      rowKey="sku"
      size="small"
      columns={COLUMNS}
      dataSource={products}
      pagination={false}
      locale={{ emptyText: 'No sales in this period.' }}
    />
  );
}
