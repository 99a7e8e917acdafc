import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthCard, ConfigProvider, FullPageSpinner, NotFoundPage, ThemeProvider } from '../index';
import { themeFor } from '../theme-provider';

describe('ui-kit components', () => {
  it('NotFoundPage says the page was not found and links home', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('FullPageSpinner announces its message as a status', () => {
    render(<FullPageSpinner message="Checking authentication..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
  });

  it('AuthCard shows title, subtitle and content inside the theme', () => {
    render(
      <ThemeProvider>
        <AuthCard title="Aide" subtitle="Meet Your AI Ops & Sales Employee">
          <button type="button">Sign In</button>
        </AuthCard>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Aide' })).toBeInTheDocument();
    expect(screen.getByText('Meet Your AI Ops & Sales Employee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('AuthCard and FullPageSpinner take their colours from the scheme, so dark mode is dark', () => {
    const colours = (scheme: 'light' | 'dark') => {
      const { container, unmount } = render(
        <ConfigProvider theme={themeFor(scheme, false)}>
          <AuthCard title="Aide">
            <FullPageSpinner message="Checking authentication..." />
          </AuthCard>
        </ConfigProvider>,
      );
      const found = {
        background: container.querySelector('main')!.style.background,
        message: screen.getByText('Checking authentication...').style.color,
      };
      unmount();
      return found;
    };
    const light = colours('light');
    const dark = colours('dark');
    expect(light.background).toContain('gradient');
    expect(dark.background).not.toBe(light.background);
    expect(dark.message).not.toBe(light.message);
  });
});
