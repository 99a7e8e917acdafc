/** The inbound remote's paths (the shell routes these to this remote). */
export const INBOUND_ROUTES = {
  module: '/inbound-module',
  erpConnection: '/inbound-erp-connection',
} as const;

/** The inbound module's tabs, kept in its `tab` query parameter (SPEC §2). */
export const INBOUND_TABS = ['purchase-orders', 'reconciliation'] as const;
export type InboundTab = (typeof INBOUND_TABS)[number];
export const DEFAULT_INBOUND_TAB: InboundTab = 'purchase-orders';

export function isInboundTab(value: string | null): value is InboundTab {
  return (INBOUND_TABS as readonly (string | null)[]).includes(value);
}

/** `/inbound-module?tab=…`. */
export function inboundTabPath(tab: InboundTab): string {
  return `${INBOUND_ROUTES.module}?tab=${tab}`;
}
