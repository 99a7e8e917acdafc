import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import type { OnboardingStatus } from './onboarding-status-types';

/**
 * The sidebar paths that get a red exclamation badge (SPEC §2): data not yet added, or no notetaker.
 * Unknown status (loading or failed) flags nothing rather than alarming the user.
 */
export function pathsNeedingAttention(status: OnboardingStatus | undefined): Set<string> {
  const paths = new Set<string>();
  if (!status) return paths;
  if (!status.has_customers) paths.add(OUTBOUND_ROUTES.customerUpload);
  if (!status.has_inventory) paths.add(OUTBOUND_ROUTES.inventory);
  if (!status.has_transactions) paths.add(OUTBOUND_ROUTES.erpConnection);
  if (!status.transactions_config.has_notetaker) paths.add(OUTBOUND_ROUTES.integrations);
  return paths;
}
