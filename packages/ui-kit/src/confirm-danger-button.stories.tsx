import type { Story, StoryDefault } from '@ladle/react';
import { Flex } from './antd';
import { ConfirmDangerButton } from './confirm-button';

export default { title: 'Actions / ConfirmDangerButton' } satisfies StoryDefault;

/** Click to see the confirmation: the action runs only on its confirm button. */
export const WithDescription: Story = () => (
  <ConfirmDangerButton
    label="Disconnect"
    title="Disconnect sales@acme.com?"
    description="Aide will no longer read or send email from this mailbox."
    onConfirm={() => undefined}
  />
);

/** Small in a table row, loading while the action runs, and off where it may not run. */
export const States: Story = () => (
  <Flex gap={8} align="center">
    <ConfirmDangerButton label="End offer" title="End this offer?" size="small" onConfirm={() => undefined} />
    <ConfirmDangerButton label="Remove" title="Remove @acme?" loading onConfirm={() => undefined} />
    <ConfirmDangerButton label="Remove" title="Remove Google?" disabled onConfirm={() => undefined} />
  </Flex>
);
