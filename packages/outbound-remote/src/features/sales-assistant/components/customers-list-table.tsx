import { useMemo } from 'react';
import { Alert, Button, Empty, formatNumber, Table, type TableProps } from '@aide/ui-kit';
import { useGetApiConstantsQuery } from '../../../api/catalog-api';
import { toSortParam, type SortOrder } from '../../../lib/sort-param';
import {
  useSearchCustomersQuery,
  type CustomerListItem,
  type CustomersSearchQuery,
} from '../api/customers-search-api';
import { useCustomersView } from '../hooks/use-customers-view';
import { CustomersFilters } from './customers-filters';
import { customersListColumns } from './customers-list-columns';

const FALLBACK_PAGE_SIZES = [10, 20, 50, 100];

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
  const query: CustomersSearchQuery = {
    page: view.page,
    page_size: view.pageSize,
    search: view.q || undefined,
    sort: view.sort || undefined,
    segment: view.segment || undefined,
    last_order: view.lastOrder,
    at_risk: view.atRisk || undefined,
  };
  const { data, isLoading, isFetching, isError, refetch } = useSearchCustomersQuery(query);
  const filtered = Boolean(view.q || view.segment || view.lastOrder || view.atRisk);
  const columns = useMemo(() => customersListColumns(view.sort), [view.sort]);

  const handleTableChange: TableProps<CustomerListItem>['onChange'] = (
    pagination,
    _filters,
    sorter,
    extra,
  ) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = typeof single?.field === 'string' ? single.field : undefined;
      updateView({ sort: toSortParam(field, single?.order as SortOrder | undefined) });
      return;
    }
    const pageSize = pagination.pageSize ?? view.pageSize;
    if (pageSize !== view.pageSize) updateView({ pageSize });
    else updateView({ page: pagination.current ?? 1 });
  };

  const emptyText = filtered ? (
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
      {isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="Your customers could not be loaded."
          action={
            <Button size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        />
      )}
      <Table<CustomerListItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isLoading || isFetching}
        locale={{ emptyText: isLoading ? ' ' : emptyText }}
        onChange={handleTableChange}
        scroll={{ x: 1000 }}
        pagination={{
          current: view.page,
          pageSize: view.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: constants.data?.page_sizes ?? FALLBACK_PAGE_SIZES,
          showTotal: (total, [from, to]) =>
            `${from}–${to} of ${formatNumber(total)}${data?.total_capped ? '+' : ''} customers`,
        }}
      />
    </>
  );
}
