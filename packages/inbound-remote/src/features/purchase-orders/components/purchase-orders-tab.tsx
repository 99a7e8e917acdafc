import { useEffect, useState, type Key } from 'react';
import { Flex, ServerList, toListQuery, Typography } from '@aide/ui-kit';
import {
  useGetPurchaseOrdersQuery,
  type PurchaseOrdersQuery,
  type PurchaseOrderSummary,
} from '../api/purchase-orders-api';
import { usePurchaseOrdersView, type PurchaseOrdersView } from '../hooks/use-purchase-orders-view';
import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { BulkApproveButton } from './bulk-approve-button';
import { DEFAULT_SORT, purchaseOrderColumns } from './purchase-order-columns';
import { PurchaseOrderDrawer } from './purchase-order-drawer';
import {
  ClearPurchaseOrderFilters,
  PURCHASE_ORDER_FILTERS,
  PURCHASE_ORDERS_SEARCH,
} from './purchase-order-filters';
import { PurchaseOrderStatusSegmented } from './purchase-order-status-segmented';
import { UploadOrdersButton } from './upload-orders-button';

/**
 * tab=purchase-orders: the inbox of incoming customer purchase orders. The server filters, sorts and pages;
 * the whole view (and the open order) lives in the URL beside `tab`.
 */
export function PurchaseOrdersTab() {
  const [view, updateView] = usePurchaseOrdersView();
  const query: PurchaseOrdersQuery = {
    ...toListQuery(view),
    status: view.status === 'all' ? undefined : view.status,
    from: view.from || undefined,
    to: view.to || undefined,
    min_total: view.minTotal,
    max_total: view.maxTotal,
    min_score: view.minScore,
  };
  const result = useGetPurchaseOrdersQuery(query);
  const [selected, setSelected] = useState<Key[]>([]);
  const queryKey = JSON.stringify(query);

  // A selection belongs to the rows on screen: another page or filter starts a new one.
  useEffect(() => setSelected([]), [queryKey]);

  const openOrder = (order: PurchaseOrderSummary) => updateView({ order: order.id });

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Purchase Orders
      </Typography.Title>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12} style={{ marginBottom: 16 }}>
        <PurchaseOrderStatusSegmented
          value={view.status}
          counts={result.data?.counts}
          onChange={(status) => updateView({ status })}
        />
        <Flex gap={8}>
          <UploadOrdersButton onOpenOrder={(id) => updateView({ order: id })} />
          <BulkApproveButton ids={selected.map(String)} onDone={() => setSelected([])} />
        </Flex>
      </Flex>
      <ServerList<PurchaseOrderSummary, PurchaseOrdersView>
        search={PURCHASE_ORDERS_SEARCH}
        filters={PURCHASE_ORDER_FILTERS}
        filterActions={<ClearPurchaseOrderFilters view={view} onChange={updateView} />}
        columns={purchaseOrderColumns(openOrder)}
        view={view}
        onViewChange={updateView}
        query={result}
        defaultSort={DEFAULT_SORT}
        itemsLabel="purchase orders"
        empty="No purchase orders match these filters"
        errorAlert={
          <QueryLoadErrorAlert
            query={result}
            what="The purchase orders could not be loaded."
            fallback="Check your connection and try again."
          />
        }
        onRow={(order) => ({
          onClick: (event) => {
            // The selection checkbox is in the row too; ticking it must not open the drawer.
            if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
            openOrder(order);
          },
          style: { cursor: 'pointer' },
        })}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys),
          getCheckboxProps: (order) => ({
            disabled: order.status !== 'pending',
            'aria-label': `Select ${order.po_number}`,
          }),
        }}
      />
      <PurchaseOrderDrawer orderId={view.order} onClose={() => updateView({ order: '' })} />
    </>
  );
}
