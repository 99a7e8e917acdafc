import type { UserClaims } from '../../db/as-user.js';
import type { Db } from '../../db/db.js';
import { withWorkspace } from '../../workspace/with-workspace.js';
import type { OnboardingFacts } from './onboarding-status.js';

interface FactsRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  has_customers: boolean;
  has_inventory: boolean;
  has_transactions: boolean;
  has_notetaker: boolean | null;
}

// One round trip. The member row is the caller's own (auth.uid()); row-level security hides every other
// organization's rows, so a caller outside the organization gets no row at all.
const FACTS_SQL = `
  select m.first_name, m.last_name, m.email,
         exists (select 1 from aide_client_customers c where c.organization_id = m.organization_id) as has_customers,
         exists (select 1 from aide_inventory_items i where i.organization_id = m.organization_id) as has_inventory,
         exists (select 1 from aide_sales_transactions t where t.organization_id = m.organization_id) as has_transactions,
         (select tc.has_notetaker from aide_transactions_config tc where tc.organization_id = m.organization_id)
           as has_notetaker
    from aide_members m
   where m.organization_id = $1::uuid and m.user_id = auth.uid()
   limit 1`;

/**
 * The organization's onboarding facts, or null when the caller is not one of its members. Like every
 * workspace route it refuses a password-only token when the organization requires MFA (403 mfa_required).
 */
export async function loadOnboardingFacts(
  db: Db,
  claims: UserClaims,
  organizationId: string,
): Promise<OnboardingFacts | null> {
  const { rows } = await withWorkspace(db, claims, null, (tx) =>
    tx.query<FactsRow>(FACTS_SQL, [organizationId]),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    profile: { first_name: row.first_name, last_name: row.last_name, email: row.email },
    has_customers: row.has_customers,
    has_inventory: row.has_inventory,
    has_transactions: row.has_transactions,
    has_notetaker: row.has_notetaker ?? false,
  };
}
