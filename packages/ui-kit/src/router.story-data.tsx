import type { StoryDecorator } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';

/** For the stories of components that render links or read the URL: a router at `path`. */
export const inRouter =
  (path = '/'): StoryDecorator =>
  (Component) => (
    <MemoryRouter initialEntries={[path]}>
      <Component />
    </MemoryRouter>
  );
