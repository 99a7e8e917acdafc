import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ServerTable, useListView, type ListView, type ServerTableQuery } from '../server-table';
import { renderHookAt } from './render-hook-at';

interface Product {
  id: string;
  name: string;
  price: number;
}

const columns = [
  { title: 'Name', dataIndex: 'name', sorter: true },
  { title: 'Price', dataIndex: 'price', key: 'unit_price', sorter: true },
  { title: 'Id', dataIndex: 'id' },
];

function query(overrides: Partial<ServerTableQuery<Product>> = {}): ServerTableQuery<Product> {
  return {
    data: {
      items: [
        { id: 'p1', name: 'Rice', price: 38 },
        { id: 'p2', name: 'Beans', price: 12 },
      ],
      total: 1234,
    },
    isLoading: false,
    isFetching: false,
    isError: false,
    ...overrides,
  };
}

/** What a test varies of the table: the view's sort and the query's state. */
interface TableCase {
  sort?: string;
  query?: ServerTableQuery<Product>;
}

function table(props: TableCase = {}, onViewChange = jest.fn()) {
  return (
    <ServerTable<Product>
      rowKey="id"
      columns={columns}
      view={{ page: 2, pageSize: 20, sort: props.sort ?? '' }}
      onViewChange={onViewChange}
      query={props.query ?? query()}
      pageSizes={[20, 50]}
      itemsLabel="products"
      empty={<p>No products match these filters.</p>}
      errorAlert={<p role="alert">The inventory could not be loaded.</p>}
    />
  );
}

function renderTable(props: TableCase = {}) {
  const onViewChange = jest.fn();
  render(table(props, onViewChange));
  return onViewChange;
}

describe('ServerTable', () => {
  it('shows the server page with the total, and sorting or paging becomes a view change', () => {
    const onViewChange = renderTable();
    expect(screen.getByText('Rice')).toBeInTheDocument();
    expect(screen.getByText('21–40 of 1,234 products')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Name'));
    expect(onViewChange).toHaveBeenLastCalledWith({ sort: 'name' });
    // A column's key names its sort field on the server when it differs from the shown field.
    fireEvent.click(screen.getByText('Price'));
    expect(onViewChange).toHaveBeenLastCalledWith({ sort: 'unit_price' });

    fireEvent.click(screen.getByTitle('3'));
    expect(onViewChange).toHaveBeenLastCalledWith({ page: 3 });
  });

  it("shows the view's sort on its column and sorting it again descends", () => {
    const onViewChange = renderTable({ sort: 'unit_price' });
    const price = screen.getByText('Price').closest('th')!;
    expect(price).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Name').closest('th')).not.toHaveAttribute('aria-sort');
    fireEvent.click(screen.getByText('Price'));
    expect(onViewChange).toHaveBeenLastCalledWith({ sort: '-unit_price' });
  });

  it('shows the error alert when the page could not be loaded, and no stale rows', () => {
    renderTable({ query: query({ isError: true }) });
    expect(screen.getByRole('alert')).toHaveTextContent('The inventory could not be loaded.');
    expect(screen.queryByText('Rice')).not.toBeInTheDocument();
  });

  it('shows no error alert while the page loads fine', () => {
    renderTable();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the rows usable while a new page loads, and covers them only once it takes a while', async () => {
    const { container, rerender } = render(table());
    // A search starts as the pointer goes down on a row (the box is left): the row must still take the click
    // when the button comes up, a moment later.
    rerender(table({ query: query({ isFetching: true }) }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The spinning class is what covers the rows and turns their pointer events off.
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    expect(screen.getByText('Rice')).toBeVisible();
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.getByText('Rice').closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the empty state for an empty page, and nothing while the first page loads', () => {
    renderTable({ query: query({ data: { items: [], total: 0 } }) });
    expect(screen.getByText('No products match these filters.')).toBeInTheDocument();
  });
});

interface InventoryView extends ListView {
  stock: string;
  open: string;
}
const PARAMS: Record<keyof InventoryView, string> = {
  q: 'q',
  page: 'page',
  pageSize: 'page_size',
  sort: 'sort',
  stock: 'stock',
  open: 'product',
};
const readFilters = (params: URLSearchParams) => ({
  stock: ['in', 'out'].includes(params.get('stock') ?? '') ? params.get('stock')! : '',
  open: params.get('product') ?? '',
});

function renderView(url: string) {
  const { hook, search } = renderHookAt(url, () =>
    useListView<InventoryView>(PARAMS, readFilters, { keepsPage: ['open'] }),
  );
  return { hook, location: search };
}

describe('useListView', () => {
  it('reads the view from the URL, refusing values it does not know', () => {
    const { hook } = renderView('/?tab=inventory&q=rice&page=3&page_size=50&sort=-price&stock=maybe');
    expect(hook.result.current[0]).toEqual({
      q: 'rice',
      page: 3,
      pageSize: 50,
      sort: '-price',
      stock: '',
      open: '',
    });
  });

  it('goes back to page 1 when a filter changes, keeps it when paging or opening a row, and keeps other parameters', () => {
    const { hook, location } = renderView('/?tab=inventory&page=3');
    act(() => hook.result.current[1]({ open: 'p1' }));
    expect(location()).toBe('?tab=inventory&page=3&product=p1');
    act(() => hook.result.current[1]({ stock: 'out' }));
    expect(location()).toBe('?tab=inventory&product=p1&stock=out');
    act(() => hook.result.current[1]({ page: 4, pageSize: 20 }));
    // Defaults stay out of the address.
    expect(location()).toBe('?tab=inventory&product=p1&stock=out&page=4');
  });
});
