import { act, fireEvent, render, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  AlertBadge,
  AuthCard,
  ChartDataTable,
  ColorSchemeSwitch,
  COLOR_SCHEME_STORAGE_KEY,
  NotFoundPage,
  SidebarLayout,
  SidebarNav,
  StepTracker,
  ThemeProvider,
} from '../index';
import { LeanAuthFrame, LeanButton, LeanField } from '../lean';

expect.extend(toHaveNoViolations);

/** WCAG 2.2 A and AA rules (jsdom cannot lay out, so contrast is checked in the e2e suite instead). */
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
};

function renderInApp(children: ReactNode) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/dashboard']}>{children}</MemoryRouter>
    </ThemeProvider>,
  );
}

const groups = [
  { key: 'main', items: [{ key: 'dashboard', label: 'Dashboard', href: '/dashboard' }] },
  {
    key: 'data',
    label: 'Data Management',
    items: [
      { key: 'customers', label: 'Add Customers List', href: '/customer-upload', extra: <AlertBadge /> },
    ],
  },
];

describe('ui-kit components have no WCAG 2.2 AA violations', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
    localStorage.clear();
  });

  it('the sidebar layout: skip link, banner, navigation and main landmarks', async () => {
    const { container } = renderInApp(
      <SidebarLayout
        sidebar={<SidebarNav groups={groups} activeKey="dashboard" />}
        header={<span>Top bar</span>}
      >
        <h1>Dashboard</h1>
        <StepTracker
          label="Setup steps"
          steps={[
            { key: 'profile', title: 'Profile', href: '/profile', completed: true },
            { key: 'customers', title: 'Customer List Uploaded', href: '/customer-upload', completed: false },
          ]}
        />
      </SidebarLayout>,
    );
    expect(await axe(container, WCAG)).toHaveNoViolations();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('the skip link moves focus to the main region', () => {
    renderInApp(
      <SidebarLayout sidebar={<SidebarNav groups={groups} />}>
        <h1>Dashboard</h1>
      </SidebarLayout>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toBe(document.querySelector('a'));
    fireEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('Ctrl+B is announced, as it changes the layout without moving focus', () => {
    jest.useFakeTimers();
    renderInApp(
      <SidebarLayout sidebar={<SidebarNav groups={groups} />}>
        <h1>Dashboard</h1>
      </SidebarLayout>,
    );
    const announcer = screen.getByTestId('live-announcer-polite');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    act(() => jest.advanceTimersByTime(100));
    expect(announcer).toHaveTextContent('Sidebar collapsed');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    act(() => jest.advanceTimersByTime(100));
    expect(announcer).toHaveTextContent('Sidebar expanded');
    jest.useRealTimers();
  });

  it('the auth card and the 404 page', async () => {
    const { container } = renderInApp(
      <>
        <AuthCard title="Sign in" subtitle="Welcome back">
          <label htmlFor="email">Email</label>
          <input id="email" />
        </AuthCard>
      </>,
    );
    expect(await axe(container, WCAG)).toHaveNoViolations();
    const notFound = renderInApp(<NotFoundPage />);
    expect(await axe(notFound.container, WCAG)).toHaveNoViolations();
  });

  it('the lean login frame, field and buttons', async () => {
    const { container } = render(
      <LeanAuthFrame title="Aide" subtitle="Sign in">
        <LeanField label="Email" type="email" />
        <LeanField label="Password" type="password" revealable />
        <LeanButton variant="primary">Sign In</LeanButton>
      </LeanAuthFrame>,
    );
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it("a chart's table and the dark mode switch", async () => {
    const { container } = renderInApp(
      <main>
        <ChartDataTable
          caption="Revenue per month"
          columns={['Month', 'Revenue']}
          rows={[
            ['Jan 26', '$1,200.00'],
            ['Feb 26', '$900.00'],
          ]}
        />
        <ColorSchemeSwitch />
      </main>,
    );
    expect(await axe(container, WCAG)).toHaveNoViolations();
    expect(screen.getByRole('table', { name: 'Revenue per month' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Jan 26' })).toBeInTheDocument();
  });
});

describe('dark mode setting', () => {
  beforeEach(() => localStorage.clear());

  it('switches the theme and is remembered for the next visit', () => {
    const first = renderInApp(<ColorSchemeSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    first.unmount();

    renderInApp(<ColorSchemeSwitch />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  });
});

describe('reduced motion', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("turns antd's motion off for people who asked their system for less", () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderInApp(<ColorSchemeSwitch />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/--ant-motion-duration-mid:0s/);
    expect(css).toMatch(/prefers-reduced-motion:reduce/);
  });
});
