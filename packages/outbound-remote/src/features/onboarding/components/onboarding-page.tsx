import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Skeleton, Steps, Typography } from '@aide/ui-kit';
import { NextStepResult } from '../../../components/next-step-result';
import { OUTBOUND_ROUTES as R } from '../../../lib/route-paths';
import {
  useOnboardingStatus,
  isSetupComplete,
  orderedSetupSteps,
  progressText,
} from '../../onboarding-status';

/** /onboarding: the four setup steps as a guide, each with its status and a way to do it. */
export function OnboardingPage() {
  const { data: status, isError } = useOnboardingStatus();
  const navigate = useNavigate();

  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Title level={1}>Get set up</Typography.Title>
      {/* Until the session, member row and status have all arrived there is nothing to show yet. */}
      {!status && !isError && <Skeleton active paragraph={{ rows: 6 }} />}
      {isError && (
        <Alert type="error" showIcon title="Your setup status could not be loaded. Please reload the page." />
      )}
      {status && !isError && isSetupComplete(status) && (
        <NextStepResult
          status="success"
          title="You're all set"
          subTitle="Your profile, customers, sales history and inventory are in place."
          nextStep="Go to the dashboard"
          to={R.dashboard}
        />
      )}
      {status && !isError && !isSetupComplete(status) && (
        <Card>
          <Typography.Paragraph type="secondary">{progressText(status)}</Typography.Paragraph>
          <Steps
            orientation="vertical"
            items={orderedSetupSteps(status).map((step) => ({
              key: step.key,
              title: step.title,
              status: step.completed ? 'finish' : 'wait',
              content: (
                <div style={{ paddingBottom: 16 }}>
                  <Typography.Paragraph style={{ marginBottom: 8 }}>
                    {step.completed ? 'Done. ' : ''}
                    {step.description}
                  </Typography.Paragraph>
                  <Button type={step.completed ? 'default' : 'primary'} onClick={() => navigate(step.path)}>
                    {step.completed ? `Review ${step.title}` : step.action}
                  </Button>
                </div>
              ),
            }))}
          />
        </Card>
      )}
    </div>
  );
}
