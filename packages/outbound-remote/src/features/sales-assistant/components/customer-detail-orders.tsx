import { useEffect, useState, type Key } from 'react';
import {
  Card,
  CompactTable,
  dateColumn,
  Empty,
  formatNumber,
  moneyColumn,
  numberColumn,
  type ListColumns,
} from '@aide/ui-kit';
import type { CustomerOrder, CustomerOrderLine } from '../api/customer-detail-api';
import { useCustomerCitedOrder } from '../hooks/use-customer-cited-order';
import { customerOrderKey } from '../lib/customer-order-key';

export interface CustomerDetailOrdersProps {
  orders: CustomerOrder[];
}

const HIGHLIGHT = {
  background: 'var(--ant-color-warning-bg)',
  boxShadow: 'inset 3px 0 0 var(--ant-color-warning)',
};

/** On a phone's card: the order and its date, its lines and total; the lines themselves on tap. */
const ORDER_COLUMNS: ListColumns<CustomerOrder> = [
  dateColumn('Date', 'sold_on', { card: 'subtitle' }),
  { key: 'order_ref', title: 'Order', card: 'title', render: (_, order) => order.order_ref ?? '—' },
  {
    key: 'lines',
    title: 'Lines',
    card: 'figure',
    align: 'right',
    render: (_, order) => formatNumber(order.lines.length),
  },
  moneyColumn('Total', 'total', { card: 'figure' }),
];

const LINE_COLUMNS: ListColumns<CustomerOrderLine> = [
  { key: 'sku', title: 'SKU', dataIndex: 'sku', card: 'subtitle' },
  { key: 'name', title: 'Product', dataIndex: 'name', card: 'title' },
  numberColumn('Quantity', 'quantity', { card: 'figure' }),
  moneyColumn('Unit price', 'unit_price'),
  moneyColumn('Amount', 'amount', { card: 'figure' }),
];

/** The customer's orders, newest first; the one a citation points at (`?order=`) is open and highlighted. */
export function CustomerDetailOrders({ orders }: CustomerDetailOrdersProps) {
  const citedKey = useCustomerCitedOrder(orders);
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>(citedKey ? [citedKey] : []);

  // A new citation link on the same page (the URL changed, the page did not remount) opens that order too.
  useEffect(() => {
    if (citedKey) setExpandedKeys((keys) => (keys.includes(citedKey) ? keys : [...keys, citedKey]));
  }, [citedKey]);

  return (
    <Card title="Purchase history">
      <CompactTable<CustomerOrder>
        rowKey={customerOrderKey}
        columns={ORDER_COLUMNS}
        dataSource={orders}
        empty={
          <Empty description="No orders yet. Upload sales history on the ERP connection page to see them here." />
        }
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          expandedRowRender: (order) => (
            <CompactTable<CustomerOrderLine>
              rowKey={(line) => `${line.sku}:${line.name}`}
              columns={LINE_COLUMNS}
              dataSource={order.lines}
            />
          ),
        }}
        onRow={(order) =>
          customerOrderKey(order) === citedKey
            ? { style: HIGHLIGHT, 'aria-current': 'true', 'data-highlighted': 'true' }
            : {}
        }
      />
    </Card>
  );
}
