import type { OnboardingStatus } from '../features/onboarding-status';

export interface StatusFlags {
  profile?: boolean;
  customers?: boolean;
  transactions?: boolean;
  inventory?: boolean;
  notetaker?: boolean;
}

/** An onboarding status response as the API computes it, from the four facts and the notetaker flag. */
export function fakeStatus(flags: StatusFlags = {}): OnboardingStatus {
  const steps: OnboardingStatus['progress']['steps'] = [
    { key: 'profile', completed: flags.profile ?? false },
    { key: 'customer_list', completed: flags.customers ?? false },
    { key: 'sales_history', completed: flags.transactions ?? false },
    { key: 'inventory', completed: flags.inventory ?? false },
  ];
  const completed = steps.filter((step) => step.completed).length;
  return {
    has_customers: flags.customers ?? false,
    has_inventory: flags.inventory ?? false,
    has_transactions: flags.transactions ?? false,
    transactions_config: { has_notetaker: flags.notetaker ?? false },
    progress: { summary: { completed, total: 4, percentage: Math.round((100 * completed) / 4) }, steps },
  };
}
