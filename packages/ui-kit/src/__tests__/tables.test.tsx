import { render, screen, within } from '@testing-library/react';
import {
  CompactTable,
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  numberColumn,
  StatusTag,
  statusTagOf,
  type StatusLook,
  type TableColumnsType,
} from '../index';

interface Line {
  id: string;
  quantity: number;
  price: number | null;
  currency: string;
  shipped: string | null;
  updated: string;
}

const line: Line = {
  id: 'l1',
  quantity: 12345,
  price: 1234.5,
  currency: 'EUR',
  shipped: '2026-11-21',
  updated: '2026-11-21T15:05:00',
};

describe('column builders', () => {
  it('format their field, right-align numbers and key the column by the field', () => {
    const columns: TableColumnsType<Line> = [
      numberColumn('Quantity', 'quantity'),
      moneyColumn('Price', 'price', { currency: (row) => row.currency, sorter: true }),
      dateColumn('Shipped', 'shipped'),
      dateTimeColumn('Updated', 'updated'),
    ];
    expect(columns[0]).toMatchObject({ key: 'quantity', dataIndex: 'quantity', align: 'right' });
    expect(columns[1]).toMatchObject({ key: 'price', sorter: true, align: 'right' });
    expect(columns[2]).not.toHaveProperty('align');

    render(<CompactTable<Line> rowKey="id" columns={columns} dataSource={[line]} />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '12,345',
      '€1,234.50',
      'Nov 21, 2026',
      'Nov 21, 2026, 3:05 PM',
    ]);
  });

  it('show a dash for no value, and one currency for the whole table', () => {
    const columns: TableColumnsType<Line> = [
      moneyColumn('Price', 'price', { currency: 'GBP' }),
      moneyColumn('Price (USD)', 'price', { key: 'usd' }),
      dateColumn('Shipped', 'shipped'),
    ];
    render(
      <CompactTable<Line>
        rowKey="id"
        columns={columns}
        dataSource={[line, { ...line, id: 'l2', price: null, shipped: null }]}
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£1,234.50', '$1,234.50', 'Nov 21, 2026']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '—', '—']);
  });
});

describe('CompactTable', () => {
  it('shows every row small, without a pager', () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({ ...line, id: `l${index}` }));
    const { container } = render(
      <CompactTable<Line> rowKey="id" columns={[numberColumn('Quantity', 'quantity')]} dataSource={rows} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(31);
    expect(container.querySelector('.ant-table-small')).not.toBeNull();
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  it('says what its empty state says', () => {
    render(
      <CompactTable<Line>
        rowKey="id"
        columns={[numberColumn('Quantity', 'quantity')]}
        dataSource={[]}
        empty="No syncs yet"
      />,
    );
    expect(screen.getByText('No syncs yet')).toBeInTheDocument();
  });
});

describe('StatusTag', () => {
  const looks: Record<'on' | 'off', StatusLook> = {
    on: { color: 'success', label: 'Active' },
    off: { color: 'default', label: 'Ended' },
  };

  it('shows the status’s label in its colour', () => {
    render(<StatusTag status="on" looks={looks} />);
    expect(screen.getByText('Active')).toHaveClass('ant-tag-success');
  });

  it('statusTagOf makes the tag of one kind of status', () => {
    const OnOffTag = statusTagOf(looks);
    render(<OnOffTag status="off" />);
    expect(screen.getByText('Ended')).toHaveClass('ant-tag-default');
  });
});
