import type { ErpSystem } from '../api/erp-types';

/** The ERP choices of SPEC §3, in the order the select lists them. */
export const ERP_SYSTEMS: readonly { value: ErpSystem; label: string }[] = [
  { value: 'quickbooks', label: 'QuickBooks' },
  { value: 'xero', label: 'Xero' },
  { value: 'sage', label: 'Sage' },
  { value: 'netsuite', label: 'NetSuite' },
  { value: 'dynamics', label: 'Microsoft Dynamics' },
  { value: 'salesforce', label: 'Salesforce' },
  { value: 'hubspot', label: 'HubSpot' },
  { value: 'zoho', label: 'Zoho' },
];

export function erpSystemLabel(system: ErpSystem): string {
  return ERP_SYSTEMS.find((choice) => choice.value === system)?.label ?? system;
}
