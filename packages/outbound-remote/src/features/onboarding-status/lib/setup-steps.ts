import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import type { OnboardingStatus, OnboardingStepKey } from './onboarding-status-types';

export interface SetupStepDefinition {
  key: OnboardingStepKey;
  title: string;
  path: string;
  /** What the step is for, shown on /onboarding. */
  description: string;
  action: string;
}

/** The four setup steps in their natural order (SPEC §2 Setup Progress). */
export const SETUP_STEPS: readonly SetupStepDefinition[] = [
  {
    key: 'profile',
    title: 'Profile',
    path: OUTBOUND_ROUTES.profile,
    description: 'Add your first and last name so your team and customers know who they are working with.',
    action: 'Complete profile',
  },
  {
    key: 'customer_list',
    title: 'Customer List Uploaded',
    path: OUTBOUND_ROUTES.customerUpload,
    description: 'Import your customers from a CSV or spreadsheet file so Aide knows who you sell to.',
    action: 'Upload customers',
  },
  {
    key: 'sales_history',
    title: 'Sales History Uploaded',
    path: OUTBOUND_ROUTES.erpConnection,
    description: 'Load past orders so Aide can spot trends, at-risk customers and what to offer next.',
    action: 'Add sales history',
  },
  {
    key: 'inventory',
    title: 'Inventory & Offers',
    path: OUTBOUND_ROUTES.inventory,
    description: 'Import your products and stock levels, then create offers on brands or categories.',
    action: 'Add inventory',
  },
];

export interface SetupStep extends SetupStepDefinition {
  completed: boolean;
}

/** The steps with their status, completed ones first, each group keeping the natural order. */
export function orderedSetupSteps(status: OnboardingStatus): SetupStep[] {
  const done = new Map(status.progress.steps.map((step) => [step.key, step.completed]));
  const steps = SETUP_STEPS.map((step) => ({ ...step, completed: done.get(step.key) ?? false }));
  return [...steps.filter((step) => step.completed), ...steps.filter((step) => !step.completed)];
}

/** "X of Y complete", from the server's summary (Y includes the profile step). */
export function progressText(status: OnboardingStatus): string {
  const { completed, total } = status.progress.summary;
  return `${completed} of ${total} complete`;
}

/** The banner disappears once everything is done. */
export function isSetupComplete(status: OnboardingStatus): boolean {
  return status.progress.summary.percentage >= 100;
}
