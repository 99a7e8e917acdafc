import { Navigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_INBOUND_TAB, inboundTabPath, isInboundTab } from '../../../lib/route-paths';
import { PurchaseOrdersTab, useLivePurchaseOrders } from '../../purchase-orders';
import { ReconciliationTab } from '../../reconciliation';

/**
 * /inbound-module: the tab named by `?tab=` (purchase-orders or reconciliation). A missing or unknown tab
 * opens Purchase Orders, and the address says so. Both tabs follow the organization's orders live.
 */
export function InboundModulePage() {
  useLivePurchaseOrders();
  const [params] = useSearchParams();
  const tab = params.get('tab');
  if (!isInboundTab(tab)) return <Navigate to={inboundTabPath(DEFAULT_INBOUND_TAB)} replace />;
  return tab === 'reconciliation' ? <ReconciliationTab /> : <PurchaseOrdersTab />;
}
