/** The onboarding status response (SPEC §3; docs/outbound-api.md). */
export type OnboardingStepKey = 'profile' | 'customer_list' | 'sales_history' | 'inventory';

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
