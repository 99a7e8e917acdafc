import { onboardingStatus, type OnboardingFacts } from '../onboarding-status.js';

const facts = (overrides: Partial<OnboardingFacts> = {}): OnboardingFacts => ({
  profile: { first_name: 'Sam', last_name: 'Rivera', email: 'sam@northwind.test' },
  has_customers: false,
  has_inventory: false,
  has_transactions: false,
  has_notetaker: false,
  ...overrides,
});

describe('onboardingStatus', () => {
  it('lists the four steps in a fixed order, profile first', () => {
    expect(onboardingStatus(facts()).progress.steps.map((step) => step.key)).toEqual([
      'profile',
      'customer_list',
      'sales_history',
      'inventory',
    ]);
  });

  it('counts completed steps and rounds the percentage', () => {
    const status = onboardingStatus(facts({ has_customers: true }));
    expect(status.progress.summary).toEqual({ completed: 2, total: 4, percentage: 50 });
    const three = onboardingStatus(facts({ has_customers: true, has_inventory: true }));
    expect(three.progress.summary).toEqual({ completed: 3, total: 4, percentage: 75 });
  });

  it('leaves the profile step open when a name or the email is missing or blank', () => {
    for (const profile of [
      { first_name: 'Fresh', last_name: null, email: 'fresh@freshstart.test' },
      { first_name: '  ', last_name: 'Start', email: 'fresh@freshstart.test' },
      { first_name: 'Fresh', last_name: 'Start', email: '' },
    ]) {
      const status = onboardingStatus(facts({ profile }));
      expect(status.progress.steps[0]).toEqual({ key: 'profile', completed: false });
      expect(status.progress.summary.percentage).toBe(0);
    }
  });

  it('maps the sales history step to transactions and passes the notetaker flag through', () => {
    const status = onboardingStatus(facts({ has_transactions: true, has_notetaker: true }));
    expect(status.has_transactions).toBe(true);
    expect(status.progress.steps[2]).toEqual({ key: 'sales_history', completed: true });
    expect(status.transactions_config).toEqual({ has_notetaker: true });
  });
});
