import { statusTagOf } from '@aide/ui-kit';
import type { OrganizationStatus, Plan } from '../api/organizations-api';

export const PLAN_LABELS: Record<Plan, string> = {
  outbound: 'Outbound (sales)',
  inbound: 'Inbound (operations)',
};

export const PLAN_OPTIONS = (Object.keys(PLAN_LABELS) as Plan[]).map((value) => ({
  value,
  label: PLAN_LABELS[value],
}));

export const STATUS_OPTIONS: { value: OrganizationStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

export const OrganizationStatusTag = statusTagOf<OrganizationStatus>({
  active: { color: 'success', label: 'Active' },
  suspended: { color: 'error', label: 'Suspended' },
});
