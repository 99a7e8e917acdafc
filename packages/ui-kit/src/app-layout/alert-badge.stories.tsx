import type { Story, StoryDefault } from '@ladle/react';
import { Flex } from '../antd';
import { AlertBadge } from './alert-badge';

export default { title: 'App layout / AlertBadge' } satisfies StoryDefault;

export const Default: Story = () => <AlertBadge />;

/** Beside a navigation label, named for what needs attention (hover shows the same text). */
export const BesideALabel: Story = () => (
  <Flex gap={8} align="center" style={{ width: 220 }}>
    <span style={{ flex: 1 }}>Inbox</span>
    <AlertBadge label="3 emails need review" />
  </Flex>
);
