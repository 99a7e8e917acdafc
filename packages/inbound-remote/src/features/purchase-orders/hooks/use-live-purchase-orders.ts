import { useLiveTable } from '@aide/shared-auth';

/**
 * Keeps the inbox, its status counts, an open order and reconciliation live: an order arriving (API, ERP
 * sync, intake), decided by a colleague or approved automatically refetches them without a reload.
 */
export function useLivePurchaseOrders(): void {
  useLiveTable({ table: 'aide_purchase_orders', invalidates: ['PurchaseOrders', 'Reconciliation'] });
}
