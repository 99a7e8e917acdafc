import type { Story, StoryDefault } from '@ladle/react';
import { Alert, Button, Empty } from '../antd';
import { customerColumns, customers, serverPage, type Customer } from './customers.story-data';
import { ServerTable, type ServerTableQuery } from './server-table';
import { DEFAULT_PAGE_SIZE } from './use-list-view';

export default { title: 'Data / ServerTable' } satisfies StoryDefault;

const fixedView = { q: '', page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '' };
const query = (state: Partial<ServerTableQuery<Customer>>): ServerTableQuery<Customer> => ({
  data: serverPage(fixedView),
  isLoading: false,
  isFetching: false,
  isError: false,
  ...state,
});

/** One state of the table; ServerList's stories page, sort and search it. */
function Fixed({ state }: { state: Partial<ServerTableQuery<Customer>> }) {
  return (
    <ServerTable<Customer>
      columns={customerColumns}
      view={fixedView}
      onViewChange={() => undefined}
      query={query(state)}
      itemsLabel="customers"
      empty={<Empty description="No customers yet" />}
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

/** More than 100 rows on a page render virtually (only the rows in view). */
export const LongPageVirtual: Story = () => (
  <Fixed state={{ data: { items: customers.slice(0, 200), total: customers.length } }} />
);
