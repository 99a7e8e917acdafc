import type { Story, StoryDefault } from '@ladle/react';
import { LeanButton } from './lean-button';
import { LeanStyles } from './lean-styles';

export default {
  title: 'Lean / LeanButton',
  decorators: [
    (Component) => (
      <div className="aide-lean" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, maxWidth: 420 }}>
        <LeanStyles />
        <Component />
      </div>
    ),
  ],
} satisfies StoryDefault;

export const Variants: Story = () => (
  <>
    <LeanButton variant="primary">Sign in</LeanButton>
    <LeanButton>Continue with Google</LeanButton>
    <LeanButton variant="link">Forgot password?</LeanButton>
  </>
);

/** `loading` shows a spinner, sets aria-busy and blocks clicks. */
export const Loading: Story = () => (
  <LeanButton variant="primary" block loading>
    Signing in
  </LeanButton>
);

export const Disabled: Story = () => (
  <>
    <LeanButton variant="primary" disabled>
      Sign in
    </LeanButton>
    <LeanButton disabled>Continue with Microsoft</LeanButton>
  </>
);
