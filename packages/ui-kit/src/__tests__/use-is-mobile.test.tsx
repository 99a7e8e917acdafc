import { act, render, screen } from '@testing-library/react';
import { useIsMobile, useNarrowerThan } from '../app-layout/use-is-mobile';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function Probe() {
  const mobile = useIsMobile();
  const narrowerThan1000 = useNarrowerThan(1000);
  return (
    <p>
      {mobile ? 'mobile' : 'wide'} / {narrowerThan1000 ? 'under 1000' : '1000 or more'}
    </p>
  );
}

describe('useIsMobile', () => {
  afterEach(() => setWidth(1024));

  it('is true below 768 px from the first render, so a phone never sees the desktop layout flash', () => {
    setWidth(500);
    render(<Probe />);
    expect(screen.getByText('mobile / under 1000')).toBeInTheDocument();
  });

  it('treats 768 px itself as wide', () => {
    setWidth(768);
    render(<Probe />);
    expect(screen.getByText('wide / under 1000')).toBeInTheDocument();
  });

  it('follows the window as it is resized', () => {
    setWidth(1280);
    render(<Probe />);
    expect(screen.getByText('wide / 1000 or more')).toBeInTheDocument();

    act(() => {
      setWidth(600);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('mobile / under 1000')).toBeInTheDocument();
  });
});
