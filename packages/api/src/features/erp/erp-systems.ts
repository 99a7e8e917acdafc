/**
 * The ERP choices of SPEC §3, in the order the Connect ERP dialog lists them, each with the connection_name a
 * new connection gets.
 */
export const ERP_DISPLAY_NAMES = {
  quickbooks: 'QuickBooks',
  xero: 'Xero',
  sage: 'Sage Intacct',
  netsuite: 'NetSuite',
  dynamics: 'Microsoft Dynamics 365 Business Central',
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
  zoho: 'Zoho Books',
} as const;

export type ErpSystem = keyof typeof ERP_DISPLAY_NAMES;

export const ERP_SYSTEMS = Object.keys(ERP_DISPLAY_NAMES) as readonly ErpSystem[];

/**
 * Merge's accounting integration slugs (docs.merge.dev, accounting integrations). Salesforce and HubSpot are
 * CRM integrations in Merge, not accounting ones: for them the link token names no integration and the user
 * picks one in Merge Link.
 */
export const MERGE_INTEGRATION_SLUGS: Record<ErpSystem, string | null> = {
  quickbooks: 'quickbooks-online',
  xero: 'xero',
  sage: 'sage-intacct',
  netsuite: 'netsuite',
  dynamics: 'microsoft-dynamics-365-business-central',
  salesforce: null,
  hubspot: null,
  zoho: 'zoho-books',
};

export const isErpSystem = (value: string): value is ErpSystem =>
  (ERP_SYSTEMS as readonly string[]).includes(value);

/** The system a Merge integration slug belongs to (e.g. quickbooks-desktop → quickbooks); null when none. */
export function systemOfMergeSlug(slug: string): ErpSystem | null {
  const normalized = slug.trim().toLowerCase();
  if (normalized.includes('dynamics')) return 'dynamics';
  return ERP_SYSTEMS.find((system) => normalized.startsWith(system)) ?? null;
}
