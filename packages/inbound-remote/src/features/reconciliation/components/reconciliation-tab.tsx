/** tab=reconciliation: approved orders matched against the ERP's sales orders and invoices. */
export function ReconciliationTab() {
  return null;
}
