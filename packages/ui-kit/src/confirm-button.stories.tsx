import type { Story, StoryDefault } from '@ladle/react';
import { ConfirmButton } from './confirm-button';

export default { title: 'Actions / ConfirmButton' } satisfies StoryDefault;

/** Not destructive, still confirmed: it acts on a customer's data (the console's Retry and Resend). */
export const NotDestructive: Story = () => (
  <ConfirmButton
    label="Retry"
    title="Retry this job?"
    description="It runs again with the same data, and the retry is audited."
    size="small"
    onConfirm={() => undefined}
  />
);
