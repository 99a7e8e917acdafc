import type { Story, StoryDefault } from '@ladle/react';
import { Button, Flex } from './antd';
import { InitialsAvatar } from './initials-avatar';

export default { title: 'Identity / InitialsAvatar' } satisfies StoryDefault;

/** As in the header's account menu: the button's name is the member's name, the circle is decoration. */
export const OnAccountButton: Story = () => (
  <Flex gap={16}>
    <Button type="text" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <InitialsAvatar initials="IC" />
      Ivy Chen
    </Button>
    <Button type="text" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <InitialsAvatar initials="M" />
      Marco
    </Button>
  </Flex>
);

/** A member without a name yet (only an email): an empty circle. */
export const NoInitials: Story = () => (
  <Button type="text" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
    <InitialsAvatar initials={null} />
    new.member@acme.test
  </Button>
);
