import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { Button, Empty, ServerTable } from '@aide/ui-kit';
import { useGetApiConstantsQuery } from '../../../api/catalog-api';
import { useGetProductsQuery, type Product, type ProductsQuery } from '../api/products-api';
import { useInventoryView } from '../hooks/use-inventory-view';
import { InventoryFilters } from './inventory-filters';
import { productColumns } from './product-columns';

const FALLBACK_PAGE_SIZES = [10, 20, 50, 100];
const COLUMNS = productColumns();

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
  const result = useGetProductsQuery(query);
  const filtered = Boolean(view.q || view.brand || view.category || view.stock);

  const empty = filtered ? (
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
      <ServerTable<Product>
        rowKey="id"
        columns={COLUMNS}
        view={view}
        onViewChange={updateView}
        query={result}
        pageSizes={constants.data?.page_sizes ?? FALLBACK_PAGE_SIZES}
        itemsLabel="products"
        empty={empty}
        errorAlert={<QueryLoadErrorAlert query={result} what="The inventory could not be loaded." />}
        scroll={{ x: 900 }}
      />
    </>
  );
}
