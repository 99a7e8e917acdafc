import { useEffect, useMemo, useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Alert, Button } from '../antd';
import { inRouter } from '../router.story-data';
import { customerColumns, serverPage, type Customer } from './customers.story-data';
import { ServerList, type ServerListProps } from './server-list';
import type { ServerTableQuery } from './server-table';
import { DEFAULT_PAGE_SIZE, useListView, type ListView } from './use-list-view';

export default {
  title: 'Data / ServerList',
  // The view (page, size, sort, search) lives in the URL.
  decorators: [inRouter()],
} satisfies StoryDefault;

const SEARCH = { label: 'Search customers', placeholder: 'Search customers' };
const PARAM_NAMES = { pageSize: 'size' } as const;
const noFilters = () => ({});

/** The customer list, but for its view and query. */
const customerList = {
  search: SEARCH,
  columns: customerColumns,
  itemsLabel: 'customers',
  errorAlert: <Alert type="error" title="The customers could not be loaded." />,
  empty: 'No customers yet',
} satisfies Partial<ServerListProps<Customer>>;

/** Paging, sorting and search kept in the URL by useListView, answered by a fake server after 400 ms. */
function Interactive() {
  const [view, setView] = useListView<ListView>(PARAM_NAMES, noFilters);
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
    <ServerList<Customer>
      {...customerList}
      view={view}
      onViewChange={setView}
      query={state}
      pageSizes={[20, 50, 200]}
      noMatch={`No customer matches “${view.q}”.`}
    />
  );
}

export const PagedSortedSearched: Story = () => <Interactive />;

const emptyPage = { data: { items: [], total: 0 }, isLoading: false, isFetching: false, isError: false };

/** An empty page of the list searched for `q`. */
function EmptyList({
  q,
  ...empty
}: { q: string } & Pick<ServerListProps<Customer>, 'noMatch' | 'emptyAction'>) {
  return (
    <ServerList<Customer>
      {...customerList}
      view={{ q, page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '' }}
      onViewChange={() => undefined}
      query={emptyPage}
      {...empty}
    />
  );
}

/** An empty list: no search or filter narrows it, so it offers the first step. */
export const EmptyFirstStep: Story = () => (
  <EmptyList q="" emptyAction={<Button type="primary">Import customers</Button>} />
);

/** A search matching nothing says so, instead of offering the first step. */
export const EmptyNoMatch: Story = () => <EmptyList q="zzz" noMatch="No customer matches “zzz”." />;
