import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AlertBadge, StepTracker } from '../index';

describe('StepTracker', () => {
  it('lists each step as a link, saying whether it is complete', () => {
    render(
      <MemoryRouter>
        <StepTracker
          label="Setup steps"
          steps={[
            { key: 'a', title: 'Profile', href: '/profile', completed: true },
            { key: 'b', title: 'Inventory', href: '/inventory', completed: false },
          ]}
        />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
    const links = items.map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile', '/inventory']);
    expect(screen.getByRole('link', { name: 'Profile (complete)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inventory (not complete)' })).toBeInTheDocument();
  });
});

describe('AlertBadge', () => {
  it('has an accessible name, "Needs attention" by default', () => {
    render(
      <>
        <AlertBadge />
        <AlertBadge label="Upload a file" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Needs attention' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Upload a file' })).toBeInTheDocument();
  });
});
