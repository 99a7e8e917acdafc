import { fireEvent, render, screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { CompactTable } from '../compact-table';
import type { FilterField } from '../filter-bar';
import {
  CardList,
  cardLayout,
  moneyColumn,
  ServerList,
  ServerTable,
  type ListColumns,
  type ListView,
  type ServerTableQuery,
} from '../server-table';

expect.extend(toHaveNoViolations);

interface Order {
  id: string;
  number: string;
  customer: string;
  total: number;
  status: 'pending' | 'approved';
  note: string;
}

const orders: Order[] = [
  { id: 'o1', number: 'PO-1', customer: 'Acme', total: 1250, status: 'pending', note: 'Rush' },
  { id: 'o2', number: 'PO-2', customer: 'Globex', total: 80, status: 'approved', note: 'Dock 4' },
];

const columns: ListColumns<Order> = [
  { title: 'PO number', dataIndex: 'number', key: 'number', card: 'title', sorter: true },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', card: 'subtitle' },
  moneyColumn('Total', 'total', { card: 'figure', sorter: true }),
  { title: 'Status', dataIndex: 'status', key: 'status', card: 'status' },
  { title: 'Note', dataIndex: 'note', key: 'note' },
  {
    title: 'Actions',
    key: 'actions',
    card: 'action',
    render: (_, order) => <button type="button">Approve {order.number}</button>,
  },
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

const cards = () => within(screen.getByRole('list', { name: 'orders' })).getAllByRole('listitem');

describe('cardLayout', () => {
  it('places each column by its card role, the rest in the details', () => {
    const layout = cardLayout(columns);
    expect(layout.title?.key).toBe('number');
    expect(layout.subtitle.map((c) => c.key)).toEqual(['customer']);
    expect(layout.figures.map((c) => c.key)).toEqual(['total']);
    expect(layout.status.map((c) => c.key)).toEqual(['status']);
    expect(layout.actions.map((c) => c.key)).toEqual(['actions']);
    expect(layout.details.map((c) => c.key)).toEqual(['note']);
  });

  it('reads a table that says nothing of cards: the first column names the row, the next two are figures', () => {
    const plain = columns.map(({ card: _card, ...column }) => column);
    const layout = cardLayout(plain);
    expect(layout.title?.key).toBe('number');
    expect(layout.figures.map((c) => c.key)).toEqual(['customer', 'total']);
    expect(layout.details.map((c) => c.key)).toEqual(['status', 'note', 'actions']);
  });
});

describe('CardList', () => {
  it('shows one card per row: name, subtitle, status, labelled figures and the primary action', async () => {
    const { container } = render(
      <CardList<Order> columns={columns} rows={orders} rowKey="id" label="orders" />,
    );
    expect(cards()).toHaveLength(2);
    const first = within(cards()[0]!);
    expect(first.getByText('PO-1')).toBeInTheDocument();
    expect(first.getByText('Acme')).toBeInTheDocument();
    expect(first.getByText('pending')).toBeInTheDocument();
    expect(first.getByText('Total').tagName).toBe('DT');
    expect(first.getByText('$1,250.00')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Approve PO-1' })).toBeInTheDocument();
    // The rest waits behind Details.
    expect(first.queryByText('Rush')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the rest on Details or a tap on the card, but not on a tap of its own controls', () => {
    render(<CardList<Order> columns={columns} rows={orders} rowKey="id" label="orders" />);
    const card = cards()[0]!;
    const details = within(card).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(details).toHaveAccessibleDescription('PO-1');

    fireEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Note').tagName).toBe('DT');
    expect(within(card).getByText('Rush')).toBeInTheDocument();

    fireEvent.click(within(card).getByText('Acme'));
    expect(within(card).queryByText('Rush')).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Approve PO-1' }));
    expect(within(card).queryByText('Rush')).not.toBeInTheDocument();
  });

  it("makes a tap on the card the row's click when the list opens rows", () => {
    const open = jest.fn<void, [string]>();
    render(
      <CardList<Order>
        columns={columns}
        rows={orders}
        rowKey="id"
        label="orders"
        onRow={(order) => ({ onClick: () => open(order.id) })}
      />,
    );
    fireEvent.click(within(cards()[1]!).getByText('Globex'));
    expect(open).toHaveBeenCalledWith('o2');
  });

  it('selects rows as the table does, and every selectable row of the page at once', () => {
    const onChange = jest.fn();
    render(
      <CardList<Order>
        columns={columns}
        rows={orders}
        rowKey="id"
        label="orders"
        rowSelection={{
          selectedRowKeys: [],
          onChange,
          getCheckboxProps: (order) => ({
            disabled: order.status !== 'pending',
            'aria-label': `Select ${order.number}`,
          }),
        }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select PO-2' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select PO-1' }));
    expect(onChange).toHaveBeenLastCalledWith(['o1'], [orders[0]], { type: 'multiple' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['o1'], [orders[0]], { type: 'multiple' });
  });

  it('shows the empty state, and nothing while the first page loads', () => {
    const { rerender } = render(
      <CardList<Order> columns={columns} rows={[]} rowKey="id" label="orders" empty={<p>No orders yet</p>} />,
    );
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    rerender(
      <CardList<Order>
        columns={columns}
        rows={[]}
        rowKey="id"
        label="orders"
        empty={<p>No orders yet</p>}
        loading
      />,
    );
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
  });
});

const query: ServerTableQuery<Order> = {
  data: { items: orders, total: 45 },
  isLoading: false,
  isFetching: false,
  isError: false,
};

interface OrdersView extends ListView {
  status: '' | 'pending' | 'approved';
}

const FILTERS: FilterField<OrdersView>[] = [
  {
    select: 'status',
    label: 'Status',
    placeholder: 'Any status',
    options: [
      { value: 'pending', label: 'Pending' },
      { value: 'approved', label: 'Approved' },
    ],
  },
];

describe('optional columns on a desk', () => {
  afterEach(() => setWidth(1024));
  const withOptional: ListColumns<Order> = columns.map((column) =>
    column.key === 'note' ? { ...column, optional: true } : column,
  );
  const renderOrders = () =>
    render(
      <CompactTable<Order> rowKey="id" columns={withOptional} dataSource={orders} aria-label="orders" />,
    );

  it('leaves them out below 1,200 px, so the columns that matter fit', () => {
    setWidth(1024);
    renderOrders();
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('shows them from 1,200 px', () => {
    setWidth(1280);
    renderOrders();
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
  });
});

describe('lists on a phone (below 768 px)', () => {
  beforeEach(() => setWidth(390));
  afterEach(() => setWidth(1024));

  it('ServerTable shows the page as cards over a pager', () => {
    const onViewChange = jest.fn();
    render(
      <ServerTable<Order>
        columns={columns}
        view={{ page: 2, pageSize: 20, sort: '' }}
        onViewChange={onViewChange}
        query={query}
        itemsLabel="orders"
        empty={<p>No orders</p>}
        errorAlert={<p role="alert">Could not load</p>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('21–22 of 45 orders')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Next Page'));
    expect(onViewChange).toHaveBeenLastCalledWith({ page: 3 });
  });

  it('ServerList folds its filters and the sort into one Filters sheet', async () => {
    const onViewChange = jest.fn();
    render(
      <ServerList<Order, OrdersView>
        search={{ label: 'Search orders', placeholder: 'PO number' }}
        filters={FILTERS}
        columns={columns}
        view={{ q: '', page: 1, pageSize: 20, sort: '', status: 'pending' }}
        onViewChange={onViewChange}
        query={query}
        itemsLabel="orders"
        empty="No orders"
        errorAlert={null}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toBeInTheDocument();
    // The status filter is not in the page; its button says one filter is on.
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filters, 1 on' }));

    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    const sort = within(sheet).getByRole('combobox', { name: 'Sort by' });
    fireEvent.mouseDown(sort);
    fireEvent.click(await screen.findByTitle('Total, descending'));
    expect(onViewChange).toHaveBeenLastCalledWith({ sort: '-total' });
  });

  it('CompactTable shows its rows as cards named as the table', () => {
    render(<CompactTable<Order> rowKey="id" columns={columns} dataSource={orders} aria-label="orders" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });
});
