import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { Button, Empty, ServerTable, toListQuery } from '@aide/ui-kit';
import { useGetApiConstantsQuery } from '../../../api/catalog-api';
import { useSearchCustomersQuery, type CustomerListItem } from '../api/customers-search-api';
import { useCustomersView } from '../hooks/use-customers-view';
import { CustomersFilters } from './customers-filters';
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
  const constants = useGetApiConstantsQuery();
  const result = useSearchCustomersQuery({
    ...toListQuery(view),
    segment: view.segment || undefined,
    last_order: view.lastOrder,
    at_risk: view.atRisk || undefined,
  });
  const filtered = Boolean(view.q || view.segment || view.lastOrder || view.atRisk);

  const empty = filtered ? (
    <Empty description="No customers match these filters. Clear a filter or search for another name." />
  ) : (
    <Empty description="No customers yet. Upload your customer list, or paste an email signature to add one.">
      <Button type="primary" onClick={onCreateFromText}>
        New customer from text
      </Button>
    </Empty>
  );

  return (
    <>
      <CustomersFilters view={view} onChange={updateView} />
      <ServerTable<CustomerListItem>
        rowKey="id"
        columns={COLUMNS}
        view={view}
        onViewChange={updateView}
        query={result}
        pageSizes={constants.data?.page_sizes}
        itemsLabel="customers"
        empty={empty}
        errorAlert={<QueryLoadErrorAlert query={result} what="Your customers could not be loaded." />}
        scroll={{ x: 1000 }}
      />
    </>
  );
}
