import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SidebarLayout, SIDEBAR_COOKIE_NAME, ThemeProvider, useSidebar } from '../index';

function SidebarContent() {
  const { open } = useSidebar();
  return <a href="/dashboard">{open ? 'Dashboard' : 'D'}</a>;
}

function renderLayout() {
  return render(
    <ThemeProvider>
      <MemoryRouter>
        <SidebarLayout sidebar={<SidebarContent />} header={<span>Top bar</span>}>
          <h1>Page</h1>
        </SidebarLayout>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

function clearCookie() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
}

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

const toggleButton = () => screen.getByRole('button', { name: 'Toggle sidebar' });

describe('SidebarLayout', () => {
  let cookieWrites: string[];
  const cookieDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

  beforeEach(() => {
    setViewportWidth(1280);
    clearCookie();
    cookieWrites = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      cookieDescriptor.set!.call(document, value);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the navigation landmark, the top bar and the page', () => {
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Top bar');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page' }));
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['Ctrl+B', { ctrlKey: true }],
    ['Cmd+B', { metaKey: true }],
  ])('%s collapses and expands the sidebar and prevents the browser default', (_name, modifier) => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    const event = new KeyboardEvent('keydown', { key: 'b', bubbles: true, cancelable: true, ...modifier });
    fireEvent(window, event);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('link', { name: 'D' })).toBeInTheDocument();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(window, { key: 'B', ...modifier });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('ignores B without a modifier', () => {
    renderLayout();
    fireEvent.keyDown(window, { key: 'b' });
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('stores the state in the sidebar:state cookie for 7 days and reads it back on the next load', () => {
    const first = renderLayout();
    fireEvent.click(toggleButton());
    expect(cookieWrites).toEqual(['sidebar:state=false; path=/; max-age=604800']);
    first.unmount();

    renderLayout();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'D' })).toBeInTheDocument();

    fireEvent.click(toggleButton());
    expect(cookieWrites.at(-1)).toBe('sidebar:state=true; path=/; max-age=604800');
    expect(document.cookie).toContain('sidebar:state=true');
  });

  it('below 768 px shows the navigation in an off-canvas drawer opened by the toggle', async () => {
    setViewportWidth(767);
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();

    fireEvent.click(toggleButton());
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    // The drawer is transient: it never touches the desktop cookie.
    expect(cookieWrites).toEqual([]);
  });

  it('at 768 px keeps the docked sidebar', () => {
    setViewportWidth(768);
    renderLayout();
    expect(screen.getByTestId('sidebar')).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
  });
});
