import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SIDEBAR_COOKIE_NAME, SidebarLayout, SidebarNav } from '../index';

const groups = [
  { key: 'top', items: [{ key: '/home', label: 'Home', href: '/home', icon: <span>H</span> }] },
  {
    key: 'data',
    label: 'Data',
    items: [
      {
        key: '/files',
        label: 'Files',
        href: '/files',
        extra: <span role="img" aria-label="Needs attention" />,
      },
    ],
  },
];

function renderNav(activeKey?: string) {
  return render(
    <MemoryRouter>
      <SidebarLayout sidebar={<SidebarNav groups={groups} activeKey={activeKey} />}>
        <p>Page</p>
      </SidebarLayout>
    </MemoryRouter>,
  );
}

describe('SidebarNav', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
    document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
  });

  it('lists grouped links, marks the current page and names each group', () => {
    renderNav('/files');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('list', { name: 'Data' })).toBeInTheDocument();
    const files = within(nav).getByRole('link', { name: 'Files Needs attention' });
    expect(files).toHaveAttribute('href', '/files');
    expect(files).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('keeps accessible names and adds hover titles when icon-only', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('title');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('title', 'Home');
    expect(screen.getByRole('list', { name: 'Data' })).toBeInTheDocument();
  });
});
