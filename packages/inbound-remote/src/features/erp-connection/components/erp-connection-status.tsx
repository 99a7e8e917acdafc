/** The profile panel's ERP section: connected status with Disconnect or Connect ERP (and its dialog). */
export function ErpConnectionStatus() {
  return null;
}
