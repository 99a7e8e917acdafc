import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Result } from '@aide/ui-kit';

export interface NextStepResultProps {
  status: ComponentProps<typeof Result>['status'];
  title: string;
  subTitle: string;
  /** The primary button's label: where it goes next. */
  nextStep: string;
  to: string;
}

/** An outcome page (done, not found) whose one primary button takes the user on to `to`. */
export function NextStepResult({ status, title, subTitle, nextStep, to }: NextStepResultProps) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => navigate(to)}>
          {nextStep}
        </Button>
      }
    />
  );
}
