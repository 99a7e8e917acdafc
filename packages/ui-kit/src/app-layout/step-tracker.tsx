import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { visuallyHidden } from '../a11y/visually-hidden';

export interface StepTrackerStep {
  key: string;
  title: string;
  /** Where the user goes to do (or review) this step. */
  href: string;
  completed: boolean;
}

export interface StepTrackerProps {
  steps: readonly StepTrackerStep[];
  /** Accessible name of the list. */
  label?: string;
}

const DONE_COLOR = 'var(--ant-color-success)';

const markerStyle: CSSProperties = {
  width: 20,
  height: 20,
  borderRadius: '50%',
  display: 'inline-grid',
  placeItems: 'center',
  fontSize: 12,
  flex: 'none',
};

/** A compact, wrapping row of linked steps, each marked done or numbered; used by setup-progress banners. */
export function StepTracker({ steps, label = 'Steps' }: StepTrackerProps) {
  return (
    <ol
      aria-label={label}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 20px', margin: 0, padding: 0 }}
    >
      {steps.map((step, index) => (
        <li key={step.key} style={{ listStyle: 'none' }} data-completed={step.completed}>
          <Link
            to={step.href}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 8,
              color: step.completed ? 'var(--ant-color-text-secondary)' : 'var(--ant-color-primary-text)',
            }}
          >
            {step.completed ? (
              <CheckCircleFilled aria-hidden style={{ color: DONE_COLOR, fontSize: 20 }} />
            ) : (
              <span aria-hidden style={{ ...markerStyle, border: '1px solid var(--ant-color-primary-text)' }}>
                {index + 1}
              </span>
            )}
            <span>{step.title}</span>
            <span style={visuallyHidden}>{step.completed ? '(complete)' : '(not complete)'}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
