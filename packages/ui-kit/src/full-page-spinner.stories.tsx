import type { Story, StoryDefault } from '@ladle/react';
import { FullPageSpinner } from './full-page-spinner';

export default { title: 'Feedback / FullPageSpinner' } satisfies StoryDefault;

export const LoadingWorkspace: Story = () => <FullPageSpinner message="Loading your workspace…" />;

export const SigningIn: Story = () => <FullPageSpinner message="Signing you in…" />;
