import { useState, type Key } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Button, Empty, Typography } from '../antd';
import { CardList } from './card-list';
import { customerColumns, customers, type Customer } from './customers.story-data';
import type { ListColumns } from './list-columns';

export default { title: 'Data / CardList' } satisfies StoryDefault;

const rows = customers.slice(0, 6);

/** A phone's list (ServerTable and CompactTable below 768 px): one card per row; Details shows the rest. */
export const Customers: Story = () => (
  <div style={{ maxWidth: 390 }}>
    <CardList<Customer> columns={customerColumns} rows={rows} rowKey="id" label="customers" />
  </div>
);

/** A row's primary action at the card's foot, and more columns behind Details. */
const withAction: ListColumns<Customer> = [
  ...customerColumns,
  { title: 'Id', dataIndex: 'id' },
  {
    title: 'Actions',
    key: 'actions',
    card: 'action',
    render: (_, customer) => (
      <Button size="small" aria-label={`Email ${customer.name}`}>
        Email
      </Button>
    ),
  },
];

export const WithPrimaryAction: Story = () => (
  <div style={{ maxWidth: 390 }}>
    <CardList<Customer> columns={withAction} rows={rows} rowKey="id" label="customers" />
  </div>
);

/** A selectable list (the purchase-order inbox): a checkbox on each card and one for the page. */
export const Selectable: Story = () => {
  const [selected, setSelected] = useState<Key[]>([]);
  return (
    <div style={{ maxWidth: 390 }}>
      <Typography.Paragraph>{selected.length} selected</Typography.Paragraph>
      <CardList<Customer>
        columns={customerColumns}
        rows={rows}
        rowKey="id"
        label="customers"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (customer) => ({
            disabled: customer.status === 'Paused',
            'aria-label': `Select ${customer.name}`,
          }),
        }}
      />
    </div>
  );
};

/** Columns that say nothing of cards (a small table): the first is the name, the next two its figures. */
export const WithoutRoles: Story = () => (
  <div style={{ maxWidth: 390 }}>
    <CardList<Customer>
      columns={customerColumns.map(({ card: _card, ...column }) => column)}
      rows={rows.slice(0, 3)}
      rowKey="id"
      label="customers"
    />
  </div>
);

export const Loading: Story = () => (
  <CardList<Customer> columns={customerColumns} rows={[]} rowKey="id" label="customers" loading />
);

export const EmptyList: Story = () => (
  <CardList<Customer>
    columns={customerColumns}
    rows={[]}
    rowKey="id"
    label="customers"
    empty={<Empty description="No customers yet" />}
  />
);
