// The inbound module's page draws this tab and keeps its list live.
export { PurchaseOrdersTab } from './components/purchase-orders-tab';
export { useLivePurchaseOrders } from './hooks/use-live-purchase-orders';
