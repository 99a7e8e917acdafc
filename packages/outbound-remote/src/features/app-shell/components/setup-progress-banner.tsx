import { Link } from 'react-router-dom';
import { Card, Flex, Progress, StepTracker, Typography } from '@aide/ui-kit';
import { OUTBOUND_ROUTES as R } from '../../../lib/route-paths';
import {
  useOnboardingStatus,
  isSetupComplete,
  orderedSetupSteps,
  progressText,
} from '../../onboarding-status';

/**
 * "Setup Progress" above every page until setup is 100% done. Renders nothing while the first status
 * loads or when it fails (the page works without it); later refetches keep the last status on screen.
 */
export function SetupProgressBanner() {
  const { data: status, isError } = useOnboardingStatus();
  if (!status || isError || isSetupComplete(status)) return null;

  const steps = orderedSetupSteps(status).map((step) => ({
    key: step.key,
    title: step.title,
    href: step.path,
    completed: step.completed,
  }));
  const { percentage } = status.progress.summary;

  return (
    <Card
      size="small"
      role="region"
      aria-labelledby="setup-progress-title"
      style={{ marginBottom: 24 }}
      data-testid="setup-progress"
    >
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={2} id="setup-progress-title" style={{ fontSize: 16, margin: 0 }}>
          Setup Progress
        </Typography.Title>
        <Typography.Text type="secondary">{progressText(status)}</Typography.Text>
      </Flex>
      <div style={{ margin: '12px 0 8px' }}>
        <StepTracker steps={steps} label="Setup steps" />
      </div>
      <Flex align="center" gap={16}>
        <Progress
          percent={percentage}
          showInfo={false}
          aria-label={`Setup ${percentage}% complete`}
          style={{ flex: 1, margin: 0 }}
        />
        <Link to={R.onboarding} style={{ whiteSpace: 'nowrap' }}>
          Setup guide
        </Link>
      </Flex>
    </Card>
  );
}
