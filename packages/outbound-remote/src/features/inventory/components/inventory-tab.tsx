import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { Button, ServerList, toListQuery } from '@aide/ui-kit';
import { useServerPageSizes } from '../../../api/catalog-api';
import { useGetProductsQuery, type Product } from '../api/products-api';
import { useInventoryView, type InventoryView } from '../hooks/use-inventory-view';
import { INVENTORY_SEARCH, useInventoryFilterFields } from './inventory-filters';
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
  const pageSizes = useServerPageSizes();
  const filters = useInventoryFilterFields();
  const result = useGetProductsQuery({
    ...toListQuery(view),
    brand: view.brand || undefined,
    category: view.category || undefined,
    stock: view.stock,
  });

  return (
    <ServerList<Product, InventoryView>
      search={INVENTORY_SEARCH}
      filters={filters}
      columns={COLUMNS}
      view={view}
      onViewChange={updateView}
      query={result}
      pageSizes={pageSizes}
      itemsLabel="products"
      noMatch="No products match these filters."
      empty="No inventory yet. Upload a CSV or Excel file to add your products."
      emptyAction={
        <Button type="primary" onClick={onUpload}>
          Upload inventory
        </Button>
      }
      errorAlert={<QueryLoadErrorAlert query={result} what="The inventory could not be loaded." />}
      scroll={{ x: 900 }}
    />
  );
}
