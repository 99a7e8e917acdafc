import { Typography } from '@aide/ui-kit';

/** /onboarding (placeholder until its feature lands). */
export function OnboardingPage() {
  return <Typography.Title level={2}>Onboarding</Typography.Title>;
}
