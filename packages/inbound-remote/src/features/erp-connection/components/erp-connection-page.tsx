/** /inbound-erp-connection: the caller's ERP connection and its sync history. */
export function ErpConnectionPage() {
  return null;
}
