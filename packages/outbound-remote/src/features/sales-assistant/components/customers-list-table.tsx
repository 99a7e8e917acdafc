import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { Button, ServerList } from '@aide/ui-kit';
import type { CustomerListItem } from '../api/customers-search-api';
import { useCustomersList } from '../hooks/use-customers-list';
import type { CustomersView } from '../hooks/use-customers-view';
import { CUSTOMERS_SEARCH } from './customers-filters';
import { customersListColumns } from './customers-list-columns';

const COLUMNS = customersListColumns();

export interface CustomersListTableProps {
  onCreateFromText: () => void;
}

/** The customer table; the last page stays on screen while the next loads. */
export function CustomersListTable({ onCreateFromText }: CustomersListTableProps) {
  const list = useCustomersList();
  return (
    <ServerList<CustomerListItem, CustomersView>
      {...list}
      search={CUSTOMERS_SEARCH}
      columns={COLUMNS}
      itemsLabel="customers"
      noMatch="No customers match these filters. Clear a filter or search for another name."
      empty="No customers yet. Upload your customer list, or paste an email signature to add one."
      emptyAction={
        <Button type="primary" onClick={onCreateFromText}>
          New customer from text
        </Button>
      }
      errorAlert={<QueryLoadErrorAlert query={list.query} what="Your customers could not be loaded." />}
    />
  );
}
