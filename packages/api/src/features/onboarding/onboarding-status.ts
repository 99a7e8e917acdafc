/** What the database says about an organization's setup, as seen by one of its members. */
export interface OnboardingFacts {
  profile: { first_name: string | null; last_name: string | null; email: string | null };
  has_customers: boolean;
  has_inventory: boolean;
  has_transactions: boolean;
  has_notetaker: boolean;
}

export type OnboardingStepKey = 'profile' | 'customer_list' | 'sales_history' | 'inventory';

/** The onboarding status response (SPEC §3). */
export interface OnboardingStatus {
  has_customers: boolean;
  has_inventory: boolean;
  has_transactions: boolean;
  transactions_config: { has_notetaker: boolean };
  progress: {
    summary: { completed: number; total: number; percentage: number };
    steps: { key: OnboardingStepKey; completed: boolean }[];
  };
}

const filled = (value: string | null) => value !== null && value.trim() !== '';

/** Steps in a fixed order; the client puts completed steps first. */
export function onboardingStatus(facts: OnboardingFacts): OnboardingStatus {
  const { profile } = facts;
  const steps: OnboardingStatus['progress']['steps'] = [
    {
      key: 'profile',
      completed: filled(profile.first_name) && filled(profile.last_name) && filled(profile.email),
    },
    { key: 'customer_list', completed: facts.has_customers },
    { key: 'sales_history', completed: facts.has_transactions },
    { key: 'inventory', completed: facts.has_inventory },
  ];
  const completed = steps.filter((step) => step.completed).length;
  return {
    has_customers: facts.has_customers,
    has_inventory: facts.has_inventory,
    has_transactions: facts.has_transactions,
    transactions_config: { has_notetaker: facts.has_notetaker },
    progress: {
      summary: { completed, total: steps.length, percentage: Math.round((100 * completed) / steps.length) },
      steps,
    },
  };
}
