import type { Story, StoryDefault } from '@ladle/react';
import { Flex } from './antd';
import { StatusTag, type StatusLook } from './status-tag';

export default { title: 'Data / StatusTag' } satisfies StoryDefault;

type OrderStatus = 'pending' | 'approved' | 'rejected';

const ORDER_LOOKS: Record<OrderStatus, StatusLook> = {
  pending: { color: 'processing', label: 'Pending' },
  approved: { color: 'success', label: 'Approved' },
  rejected: { color: 'error', label: 'Rejected' },
};

/** A purchase order's statuses, as in the inbox. */
export const OrderStatuses: Story = () => (
  <Flex gap={8}>
    {(['pending', 'approved', 'rejected'] as const).map((status) => (
      <StatusTag key={status} status={status} looks={ORDER_LOOKS} />
    ))}
  </Flex>
);

/** The antd colours statuses use, from "needs nothing" to "needs a look". */
export const Colours: Story = () => {
  const looks: Record<string, StatusLook> = Object.fromEntries(
    ['success', 'processing', 'gold', 'warning', 'volcano', 'error', 'default'].map((color) => [
      color,
      { color, label: color },
    ]),
  );
  return (
    <Flex gap={8} wrap="wrap">
      {Object.keys(looks).map((status) => (
        <StatusTag key={status} status={status} looks={looks} />
      ))}
    </Flex>
  );
};
