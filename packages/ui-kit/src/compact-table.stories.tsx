import type { Story, StoryDefault } from '@ladle/react';
import { Card, Empty, type TableColumnsType } from './antd';
import { CompactTable } from './compact-table';
import { dateColumn, moneyColumn, numberColumn } from './server-table';

export default { title: 'Data / CompactTable' } satisfies StoryDefault;

interface Line {
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  shipped: string | null;
}

const lines: Line[] = [
  {
    sku: 'RC-5KG',
    name: 'Jasmine rice 5 kg',
    quantity: 40,
    unitPrice: 18.5,
    amount: 740,
    shipped: '2026-11-02',
  },
  {
    sku: 'BN-1KG',
    name: 'Black beans 1 kg',
    quantity: 120,
    unitPrice: 3.2,
    amount: 384,
    shipped: '2026-11-02',
  },
  { sku: 'OL-750', name: 'Olive oil 750 ml', quantity: 24, unitPrice: 9.75, amount: 234, shipped: null },
];

const columns: TableColumnsType<Line> = [
  { title: 'SKU', dataIndex: 'sku', key: 'sku', width: 100 },
  { title: 'Product', dataIndex: 'name', key: 'name', ellipsis: true },
  numberColumn('Quantity', 'quantity'),
  moneyColumn('Unit price', 'unitPrice', { currency: 'EUR' }),
  moneyColumn('Amount', 'amount', { currency: 'EUR' }),
  dateColumn('Shipped', 'shipped'),
];

/** An order's lines in a card, as in a detail drawer; the number, money and date columns come from ui-kit. */
export const OrderLines: Story = () => (
  <Card title="Lines">
    <CompactTable<Line> rowKey="sku" columns={columns} dataSource={lines} />
  </Card>
);

export const Loading: Story = () => (
  <CompactTable<Line> rowKey="sku" columns={columns} dataSource={[]} loading />
);

export const EmptyText: Story = () => (
  <CompactTable<Line> rowKey="sku" columns={columns} dataSource={[]} empty="No lines yet" />
);

/** An empty state that says what to do. */
export const EmptyWithNextStep: Story = () => (
  <CompactTable<Line>
    rowKey="sku"
    columns={columns}
    dataSource={[]}
    empty={<Empty description="No orders yet. Upload sales history to see them here." />}
  />
);
