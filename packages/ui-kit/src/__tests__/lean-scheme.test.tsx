import { render, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { COLOR_SCHEME_STORAGE_KEY } from '../color-scheme';
import { LEAN_CSS, LeanAuthFrame, LeanWorkspaceSkeleton } from '../lean';

expect.extend(toHaveNoViolations);

const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');

function systemPrefersDark(dark: boolean) {
  const matchMedia = (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}

afterEach(() => {
  if (original) Object.defineProperty(window, 'matchMedia', original);
  localStorage.clear();
});

describe('the lean screens follow the colour scheme', () => {
  it("take the system's dark scheme when the member chose none", () => {
    systemPrefersDark(true);
    render(<LeanAuthFrame title="Aide">form</LeanAuthFrame>);
    expect(screen.getByRole('main')).toHaveAttribute('data-scheme', 'dark');
  });

  it("take the member's choice in this browser over the system's", () => {
    systemPrefersDark(true);
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    render(<LeanAuthFrame title="Aide">form</LeanAuthFrame>);
    expect(screen.getByRole('main')).toHaveAttribute('data-scheme', 'light');
  });

  it('have dark colours for every light one', () => {
    const light = /\.aide-lean\{([^}]*)\}/.exec(LEAN_CSS)?.[1] ?? '';
    const dark = /\.aide-lean\[data-scheme=dark\]\{([^}]*)\}/.exec(LEAN_CSS)?.[1] ?? '';
    // The variables each scheme declares (`--lean-text:…`): the same set.
    const names = (rules: string) => [...rules.matchAll(/(--lean-\w+):/g)].map(([, name]) => name).sort();
    expect(names(dark)).toEqual(names(light));
    expect(names(dark).length).toBeGreaterThan(10);
    expect(dark).toContain('color-scheme:dark');
  });
});

describe('LeanWorkspaceSkeleton', () => {
  it('says what is loading to screen readers, in the dark scheme when chosen', async () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    const { container } = render(<LeanWorkspaceSkeleton message="Signed in. Loading your workspace" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Signed in. Loading your workspace');
    expect(status).toHaveAttribute('data-scheme', 'dark');
    expect(await axe(container)).toHaveNoViolations();
  });
});
