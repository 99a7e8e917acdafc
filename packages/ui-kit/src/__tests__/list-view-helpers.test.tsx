import { act, render, screen } from '@testing-library/react';
import {
  DEFAULT_PAGE_SIZES,
  LIST_PARAM_NAMES,
  oneOf,
  ServerTable,
  toListQuery,
  useListView,
  type ListParamNames,
  type ListView,
} from '../server-table';
import { renderHookAt } from './render-hook-at';

interface OrdersView extends ListView {
  status: 'open' | 'closed' | undefined;
  showResolved: boolean;
}

// Only a parameter not named like its field is named: `status` is `status`, and page size is `page_size`.
const PARAM_NAMES: ListParamNames<OrdersView> = { showResolved: 'resolved' };
const readFilters = (params: URLSearchParams) => ({
  status: oneOf(params.get('status'), ['open', 'closed'] as const),
  showResolved: params.get('resolved') === 'true',
});

/** Renders `useView` at `url`; `search()` is the URL's query after the view's changes. */
function renderViewAt<R>(url: string, useView: () => R) {
  const { hook, search } = renderHookAt(url, useView);
  return { result: hook.result, search };
}

describe('useListView with only its renamed fields named', () => {
  it('reads and writes the common fields under LIST_PARAM_NAMES', () => {
    const { result, search } = renderViewAt('/?q=acme&page=2&page_size=50&sort=-total&status=maybe', () =>
      useListView<OrdersView>(PARAM_NAMES, readFilters),
    );
    expect(result.current[0]).toEqual({
      q: 'acme',
      page: 2,
      pageSize: 50,
      sort: '-total',
      status: undefined,
      showResolved: false,
    });
    act(() => result.current[1]({ showResolved: true, sort: 'total' }));
    expect(search()).toBe('?q=acme&page_size=50&sort=total&status=maybe&resolved=true');
    expect(LIST_PARAM_NAMES).toEqual({ q: 'q', page: 'page', pageSize: 'page_size', sort: 'sort' });
  });
});

describe('useListView with no names at all', () => {
  interface TotalsView extends ListView {
    minTotal: number | undefined;
  }
  const readTotals = (params: URLSearchParams) => ({
    minTotal: Number(params.get('min_total')) || undefined,
  });

  it('reads and writes a field under its name in snake_case', () => {
    const { result, search } = renderViewAt('/?min_total=100', () => useListView<TotalsView>({}, readTotals));
    expect(result.current[0].minTotal).toBe(100);
    act(() => result.current[1]({ minTotal: 250 }));
    expect(search()).toBe('?min_total=250');
  });
});

describe('oneOf', () => {
  it('keeps a known value and refuses any other', () => {
    expect(oneOf('open', ['open', 'closed'])).toBe('open');
    expect(oneOf('maybe', ['open', 'closed'])).toBeUndefined();
    expect(oneOf(null, ['open', 'closed'])).toBeUndefined();
  });
});

describe('toListQuery', () => {
  it('asks for the page, its size, and the search and sort when there are any', () => {
    expect(toListQuery({ q: 'rice', page: 3, pageSize: 50, sort: '-price' })).toEqual({
      page: 3,
      page_size: 50,
      search: 'rice',
      sort: '-price',
    });
    expect(toListQuery({ q: '', page: 1, pageSize: 20, sort: '' })).toEqual({
      page: 1,
      page_size: 20,
      search: undefined,
      sort: undefined,
    });
  });
});

describe('ServerTable page sizes', () => {
  it('offers DEFAULT_PAGE_SIZES when given none', () => {
    render(
      <ServerTable<{ id: string }>
        rowKey="id"
        columns={[{ title: 'Id', dataIndex: 'id' }]}
        view={{ page: 1, pageSize: 20, sort: '' }}
        onViewChange={() => undefined}
        query={{
          data: { items: [{ id: 'a' }], total: 1 },
          isLoading: false,
          isFetching: false,
          isError: false,
        }}
        itemsLabel="rows"
        empty={null}
        errorAlert={null}
      />,
    );
    expect(DEFAULT_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(screen.getByTitle('20 / page')).toBeInTheDocument();
  });
});
