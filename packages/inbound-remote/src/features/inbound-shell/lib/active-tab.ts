import { DEFAULT_INBOUND_TAB, INBOUND_ROUTES, isInboundTab, type InboundTab } from '../../../lib/route-paths';

/**
 * The top navigation entry to highlight: the `tab` of /inbound-module (a missing or unknown tab opens
 * Purchase Orders, so that one), none anywhere else (e.g. /inbound-erp-connection).
 */
export function activeInboundTab(pathname: string, search: string): InboundTab | null {
  if (pathname !== INBOUND_ROUTES.module) return null;
  const tab = new URLSearchParams(search).get('tab');
  return isInboundTab(tab) ? tab : DEFAULT_INBOUND_TAB;
}
