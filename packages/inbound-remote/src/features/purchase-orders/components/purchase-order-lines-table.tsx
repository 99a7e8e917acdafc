import WarningOutlined from '@ant-design/icons/WarningOutlined';
import {
  CompactTable,
  formatMoney,
  moneyColumn,
  numberColumn,
  type ListColumns,
  Tag,
  Tooltip,
} from '@aide/ui-kit';
import type { PurchaseOrderLine } from '../api/purchase-orders-api';

export interface PurchaseOrderLinesTableProps {
  lines: PurchaseOrderLine[];
  currency: string;
}

/** Cents apart or more: the customer's price is not the catalog's. */
function differsFromCatalog(line: PurchaseOrderLine): boolean {
  return line.catalog_price !== null && Math.abs(line.unit_price - line.catalog_price) >= 0.005;
}

/** The order's lines; a unit price that is not the catalog price is flagged where it is read. */
export function PurchaseOrderLinesTable({ lines, currency }: PurchaseOrderLinesTableProps) {
  // On a phone's card: the item and SKU, quantity and amount; the prices on tap.
  const columns: ListColumns<PurchaseOrderLine> = [
    { title: 'SKU', dataIndex: 'sku', key: 'sku', width: 100, card: 'subtitle' },
    { title: 'Description', dataIndex: 'description', key: 'description', ellipsis: true, card: 'title' },
    numberColumn('Quantity', 'quantity', { card: 'figure' }),
    moneyColumn('Unit price', 'unit_price', { currency }),
    {
      title: 'Catalog price',
      dataIndex: 'catalog_price',
      key: 'catalog_price',
      align: 'right',
      render: (value: number | null, line: PurchaseOrderLine) => {
        if (value === null) return <Tag>Not in catalog</Tag>;
        if (!differsFromCatalog(line)) return formatMoney(value, currency);
        return (
          <Tooltip title={`The order's unit price is ${formatMoney(line.unit_price, currency)}.`}>
            <Tag color="warning" icon={<WarningOutlined />}>
              {formatMoney(value, currency)} · differs
            </Tag>
          </Tooltip>
        );
      },
    },
    moneyColumn('Amount', 'amount', { currency, card: 'figure' }),
  ];

  return (
    <CompactTable<PurchaseOrderLine>
      rowKey="line_no"
      columns={columns}
      dataSource={lines}
      scroll={{ x: 640 }}
    />
  );
}
