import type { Story, StoryDefault } from '@ladle/react';
import { LeanField } from './lean-field';
import { LeanStyles } from './lean-styles';

export default {
  title: 'Lean / LeanField',
  // Outside LeanAuthFrame the lean look needs its class and its styles.
  decorators: [
    (Component) => (
      <div className="aide-lean" style={{ maxWidth: 360 }}>
        <LeanStyles />
        <Component />
      </div>
    ),
  ],
} satisfies StoryDefault;

export const Email: Story = () => (
  <LeanField label="Email" type="email" autoComplete="email" placeholder="you@company.com" />
);

/** The eye button shows or hides what was typed, as antd's Input.Password. */
export const RevealablePassword: Story = () => (
  <LeanField label="Password" type="password" revealable defaultValue="correct horse battery" />
);

export const Disabled: Story = () => (
  <LeanField label="Password" type="password" revealable disabled defaultValue="secret" />
);
