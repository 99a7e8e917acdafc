import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { Button, Empty, ServerTable, toListQuery } from '@aide/ui-kit';
import { useGetApiConstantsQuery } from '../../../api/catalog-api';
import { useGetProductsQuery, type Product } from '../api/products-api';
import { useInventoryView } from '../hooks/use-inventory-view';
import { InventoryFilters } from './inventory-filters';
import { productColumns } from './product-columns';

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
  const result = useGetProductsQuery({
    ...toListQuery(view),
    brand: view.brand || undefined,
    category: view.category || undefined,
    stock: view.stock,
  });
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
        pageSizes={constants.data?.page_sizes}
        itemsLabel="products"
        empty={empty}
        errorAlert={<QueryLoadErrorAlert query={result} what="The inventory could not be loaded." />}
        scroll={{ x: 900 }}
      />
    </>
  );
}
