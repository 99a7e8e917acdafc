import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { Button, ServerList, toListQuery } from '@aide/ui-kit';
import { useServerPageSizes } from '../../../api/catalog-api';
import { useSearchCustomersQuery, type CustomerListItem } from '../api/customers-search-api';
import { useCustomersView, type CustomersView } from '../hooks/use-customers-view';
import { CUSTOMERS_SEARCH, useCustomersFilterFields } from './customers-filters';
import { customersListColumns } from './customers-list-columns';

const COLUMNS = customersListColumns();

export interface CustomersListTableProps {
  onCreateFromText: () => void;
}

/**
 * The customer table: the server searches, filters, sorts and pages, so only the visible page is ever in
 * the browser (100,000 customers page as fast as 100); the last page stays on screen while the next loads.
 */
export function CustomersListTable({ onCreateFromText }: CustomersListTableProps) {
  const [view, updateView] = useCustomersView();
  const pageSizes = useServerPageSizes();
  const filters = useCustomersFilterFields();
  const result = useSearchCustomersQuery({
    ...toListQuery(view),
    segment: view.segment || undefined,
    last_order: view.lastOrder,
    at_risk: view.atRisk || undefined,
  });

  return (
    <ServerList<CustomerListItem, CustomersView>
      search={CUSTOMERS_SEARCH}
      filters={filters}
      columns={COLUMNS}
      view={view}
      onViewChange={updateView}
      query={result}
      pageSizes={pageSizes}
      itemsLabel="customers"
      noMatch="No customers match these filters. Clear a filter or search for another name."
      empty="No customers yet. Upload your customer list, or paste an email signature to add one."
      emptyAction={
        <Button type="primary" onClick={onCreateFromText}>
          New customer from text
        </Button>
      }
      errorAlert={<QueryLoadErrorAlert query={result} what="Your customers could not be loaded." />}
      scroll={{ x: 1000 }}
    />
  );
}
