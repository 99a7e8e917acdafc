import type { Story, StoryDefault } from '@ladle/react';
import { NotFoundPage } from './not-found-page';
import { inRouter } from './router.story-data';

export default {
  title: 'Pages / NotFoundPage',
  decorators: [inRouter('/no-such-page')],
} satisfies StoryDefault;

export const UnknownAddress: Story = () => <NotFoundPage />;
