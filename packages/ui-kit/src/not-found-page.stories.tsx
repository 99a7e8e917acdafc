import type { Story, StoryDefault } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

export default {
  title: 'Pages / NotFoundPage',
  decorators: [
    (Component) => (
      <MemoryRouter initialEntries={['/no-such-page']}>
        <Component />
      </MemoryRouter>
    ),
  ],
} satisfies StoryDefault;

export const UnknownAddress: Story = () => <NotFoundPage />;
