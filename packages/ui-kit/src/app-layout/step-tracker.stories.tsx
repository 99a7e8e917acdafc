import type { Story, StoryDefault } from '@ladle/react';
import { Alert } from '../antd';
import { inRouter } from '../router.story-data';
import { StepTracker, type StepTrackerStep } from './step-tracker';

export default {
  title: 'App layout / StepTracker',
  decorators: [inRouter()],
} satisfies StoryDefault;

const setup = (done: number): StepTrackerStep[] =>
  [
    { key: 'erp', title: 'Connect your ERP', href: '/settings/erp' },
    { key: 'email', title: 'Connect your email', href: '/settings/email' },
    { key: 'import', title: 'Import customers', href: '/import' },
    { key: 'team', title: 'Invite your team', href: '/settings/team' },
  ].map((step, index) => ({ ...step, completed: index < done }));

/** As in the setup-progress banner. */
export const InABanner: Story = () => (
  <Alert
    type="info"
    title="Finish setting up Aide"
    description={<StepTracker label="Setup steps" steps={setup(2)} />}
  />
);

export const NothingDone: Story = () => <StepTracker steps={setup(0)} />;

export const AllDone: Story = () => <StepTracker steps={setup(4)} />;

/** The row wraps on a narrow screen. */
export const Narrow: Story = () => (
  <div style={{ width: 320 }}>
    <StepTracker steps={setup(1)} />
  </div>
);
