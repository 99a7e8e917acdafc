import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Alert, Button, Empty, type TableColumnsType } from '../antd';
import { FilterBar } from '../filter-bar';
import { inRouter } from '../router.story-data';
import { StatusTag } from '../status-tag';
import { dateColumn, moneyColumn } from './columns';
import { ServerTable, type ServerTableQuery } from './server-table';
import { parseSort } from './sort-param';
import { DEFAULT_PAGE_SIZE, useListView, type ListView } from './use-list-view';

export default {
  title: 'Data / ServerTable',
  // The view (page, size, sort, search) lives in the URL.
  decorators: [inRouter()],
} satisfies StoryDefault;

interface Customer {
  id: string;
  name: string;
  city: string;
  revenue: number;
  lastOrder: string;
  status: 'Active' | 'Paused';
}

const cities = ['Berlin', 'Lisbon', 'Austin', 'Osaka', 'Leeds', 'Lyon'];
const customers: Customer[] = Array.from({ length: 240 }, (_, index) => ({
  id: String(index + 1),
  name: `${['Acme', 'Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli'][index % 6]} ${index + 1}`,
  city: cities[(index * 7) % cities.length] ?? '',
  revenue: ((index * 7919) % 90000) + 1200.5,
  lastOrder: new Date(Date.UTC(2026, index % 12, (index % 27) + 1)).toISOString(),
  status: index % 5 === 0 ? 'Paused' : 'Active',
}));

const STATUS_LOOKS = {
  Active: { color: 'success', label: 'Active' },
  Paused: { color: 'default', label: 'Paused' },
};

const columns: TableColumnsType<Customer> = [
  { title: 'Customer', dataIndex: 'name', sorter: true },
  { title: 'City', dataIndex: 'city' },
  moneyColumn('Revenue', 'revenue', { sorter: true }),
  dateColumn('Last order', 'lastOrder', { sorter: true }),
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: Customer['status']) => <StatusTag status={status} looks={STATUS_LOOKS} />,
  },
];

/** What a server would answer for the view: filtered, sorted, one page. */
function serverPage(view: Pick<ListView, 'q' | 'page' | 'pageSize' | 'sort'>) {
  const q = view.q.toLowerCase();
  const matching = customers.filter((customer) => customer.name.toLowerCase().includes(q));
  const sort = parseSort(view.sort);
  if (sort) {
    const field = sort.field as keyof Customer;
    const direction = sort.order === 'ascend' ? 1 : -1;
    matching.sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
  }
  const start = (view.page - 1) * view.pageSize;
  return { items: matching.slice(start, start + view.pageSize), total: matching.length };
}

const fixedView = { q: '', page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '' };
const query = (state: Partial<ServerTableQuery<Customer>>): ServerTableQuery<Customer> => ({
  data: serverPage(fixedView),
  isLoading: false,
  isFetching: false,
  isError: false,
  ...state,
});

function Fixed({
  state,
  empty = <Empty description="No customers yet" />,
}: {
  state: Partial<ServerTableQuery<Customer>>;
  empty?: ReactNode;
}) {
  return (
    <ServerTable<Customer>
      rowKey="id"
      columns={columns}
      view={fixedView}
      onViewChange={() => undefined}
      query={query(state)}
      itemsLabel="customers"
      empty={empty}
      errorAlert={
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="The customers could not be loaded. The server did not answer."
          action={<Button size="small">Retry</Button>}
        />
      }
    />
  );
}

export const Rows: Story = () => <Fixed state={{}} />;

/** First load: a spinner over an empty body. */
export const Loading: Story = () => <Fixed state={{ data: undefined, isLoading: true, isFetching: true }} />;

/** The next page loading: the current rows stay under the spinner. */
export const Refetching: Story = () => <Fixed state={{ isFetching: true }} />;

export const ErrorWithRetry: Story = () => <Fixed state={{ data: undefined, isError: true }} />;

export const EmptyFirstStep: Story = () => (
  <Fixed
    state={{ data: { items: [], total: 0 } }}
    empty={
      <Empty description="No customers yet">
        <Button type="primary">Import customers</Button>
      </Empty>
    }
  />
);

export const EmptyNoMatch: Story = () => (
  <Fixed
    state={{ data: { items: [], total: 0 } }}
    empty={<Empty description="No customer matches “zzz”." />}
  />
);

/** More than 100 rows on a page render virtually (only the rows in view). */
export const LongPageVirtual: Story = () => (
  <Fixed state={{ data: { items: customers.slice(0, 200), total: customers.length } }} />
);

const paramNames = { q: 'q', page: 'page', pageSize: 'size', sort: 'sort' } as const;
const noFilters = () => ({});

/** Paging, sorting and search kept in the URL by useListView, answered by a fake server after 400 ms. */
function Interactive() {
  const [view, setView] = useListView<ListView>(paramNames, noFilters);
  const [answer, setAnswer] = useState<{ for: string; data: ReturnType<typeof serverPage> }>();
  const key = JSON.stringify(view);
  useEffect(() => {
    const timer = setTimeout(() => setAnswer({ for: key, data: serverPage(view) }), 400);
    return () => clearTimeout(timer);
  }, [key, view]);
  const state = useMemo<ServerTableQuery<Customer>>(
    () => ({
      data: answer?.data,
      isLoading: !answer,
      isFetching: answer?.for !== key,
      isError: false,
    }),
    [answer, key],
  );
  return (
    <>
      <FilterBar>
        <FilterBar.Search
          label="Search customers"
          placeholder="Search customers"
          value={view.q}
          onChange={(q) => setView({ q })}
        />
      </FilterBar>
      <ServerTable<Customer>
        rowKey="id"
        columns={columns}
        view={view}
        onViewChange={setView}
        query={state}
        pageSizes={[20, 50, 200]}
        itemsLabel="customers"
        empty={<Empty description={`No customer matches “${view.q}”.`} />}
        errorAlert={<Alert type="error" title="The customers could not be loaded." />}
      />
    </>
  );
}

export const PagedSortedSearched: Story = () => <Interactive />;
