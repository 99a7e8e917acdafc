import type { Story, StoryDefault } from '@ladle/react';
import { LeanWorkspaceSkeleton } from './lean-workspace-skeleton';

export default { title: 'Lean / LeanWorkspaceSkeleton' } satisfies StoryDefault;

/** What a member sees the moment Sign In succeeds, until the workspace has loaded. */
export const AfterSignIn: Story = () => <LeanWorkspaceSkeleton message="Loading your workspace" />;
