import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { Button, ServerList } from '@aide/ui-kit';
import type { Product } from '../api/products-api';
import { useInventoryList } from '../hooks/use-inventory-list';
import type { InventoryView } from '../hooks/use-inventory-view';
import { INVENTORY_SEARCH } from './inventory-filters';
import { productColumns } from './product-columns';

const COLUMNS = productColumns();

export interface InventoryTabProps {
  onUpload: () => void;
}

/**
 * The product table; the last page stays on screen while the next loads, so large inventories page without
 * flashing.
 */
export function InventoryTab({ onUpload }: InventoryTabProps) {
  const list = useInventoryList();
  return (
    <ServerList<Product, InventoryView>
      {...list}
      search={INVENTORY_SEARCH}
      columns={COLUMNS}
      itemsLabel="products"
      noMatch="No products match these filters."
      empty="No inventory yet. Upload a CSV or Excel file to add your products."
      emptyAction={
        <Button type="primary" onClick={onUpload}>
          Upload inventory
        </Button>
      }
      errorAlert={<QueryLoadErrorAlert query={list.query} what="The inventory could not be loaded." />}
    />
  );
}
