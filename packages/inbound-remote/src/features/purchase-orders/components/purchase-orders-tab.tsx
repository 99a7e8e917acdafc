/** tab=purchase-orders: the inbox of incoming customer purchase orders. */
export function PurchaseOrdersTab() {
  return null;
}
