import { render, screen, within } from '@testing-library/react';
import { TopBarHeader } from '../app-layout/top-bar-header';

describe('TopBarHeader', () => {
  it('is the page banner: the product name, then what the frame puts beside it', () => {
    render(
      <TopBarHeader sticky>
        <nav aria-label="Account">
          <a href="/dashboard">Back to workspace</a>
        </nav>
      </TopBarHeader>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Aide')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Back to workspace' })).toBeInTheDocument();
    expect(banner).toHaveStyle({ position: 'sticky' });
  });
});
