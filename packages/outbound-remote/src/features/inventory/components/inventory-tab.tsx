import { Alert, Button, Empty, formatNumber, Table, type TableProps } from '@aide/ui-kit';
import { useGetApiConstantsQuery } from '../../../api/catalog-api';
import { useGetProductsQuery, type Product, type ProductsQuery } from '../api/products-api';
import { useInventoryView } from '../hooks/use-inventory-view';
import { toSortParam, type SortOrder } from '../../../lib/sort-param';
import { InventoryFilters } from './inventory-filters';
import { productColumns } from './product-columns';

const FALLBACK_PAGE_SIZES = [10, 20, 50, 100];

export interface InventoryTabProps {
  onUpload: () => void;
}

/**
 * The product table: only the visible page is fetched (the server pages, sorts and filters), and the last
 * page stays on screen while the next one loads so large inventories page without flashing.
 */
export function InventoryTab({ onUpload }: InventoryTabProps) {
  const [view, updateView] = useInventoryView();
  const constants = useGetApiConstantsQuery();
  const query: ProductsQuery = {
    page: view.page,
    page_size: view.pageSize,
    search: view.q || undefined,
    sort: view.sort || undefined,
    brand: view.brand || undefined,
    category: view.category || undefined,
    stock: view.stock,
  };
  const { data, isLoading, isFetching, isError, refetch } = useGetProductsQuery(query);
  const filtered = Boolean(view.q || view.brand || view.category || view.stock);

  const handleTableChange: TableProps<Product>['onChange'] = (pagination, _filters, sorter, extra) => {
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
    <Empty description="No products match these filters." />
  ) : (
    <Empty description="No inventory yet. Upload a CSV or Excel file to add your products.">
      <Button type="primary" onClick={onUpload}>
        Upload inventory
      </Button>
    </Empty>
  );

  return (
    <>
      <InventoryFilters view={view} onChange={updateView} />
      {isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="The inventory could not be loaded."
          action={
            <Button size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        />
      )}
      <Table<Product>
        rowKey="id"
        size="middle"
        columns={productColumns(view.sort)}
        dataSource={data?.items ?? []}
        loading={isLoading || isFetching}
        locale={{ emptyText: isLoading ? ' ' : emptyText }}
        onChange={handleTableChange}
        scroll={{ x: 900 }}
        pagination={{
          current: view.page,
          pageSize: view.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: constants.data?.page_sizes ?? FALLBACK_PAGE_SIZES,
          showTotal: (total, [from, to]) => `${from}–${to} of ${formatNumber(total)} products`,
        }}
      />
    </>
  );
}
