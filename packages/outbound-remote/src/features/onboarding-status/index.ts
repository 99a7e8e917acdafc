// Setup progress, read by the layout's banner and menu and by the onboarding page.
export { useOnboardingStatus } from './hooks/use-onboarding-status';
export { useOnboardingStatusRefresh } from './hooks/use-onboarding-status-refresh';
export { pathsNeedingAttention } from './lib/nav-attention';
export { isSetupComplete, orderedSetupSteps, progressText } from './lib/setup-steps';
export type { OnboardingStatus } from './lib/onboarding-status-types';
