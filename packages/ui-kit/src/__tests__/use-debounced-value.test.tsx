import { act, render, screen } from '@testing-library/react';
import { useDebouncedValue } from '../use-debounced-value';

function Search({ text }: { text: string }) {
  const query = useDebouncedValue(text, 300);
  return <p>query: {query}</p>;
}

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes a value on only after it has stopped changing for the delay', () => {
    const { rerender } = render(<Search text="" />);
    rerender(<Search text="n" />);
    act(() => jest.advanceTimersByTime(200));
    rerender(<Search text="no" />);
    act(() => jest.advanceTimersByTime(200));
    // 400 ms of typing, but never 300 ms without a key: still the first value.
    expect(screen.getByText('query:')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('query: no')).toBeInTheDocument();
  });
});
