import { fireEvent, render, screen } from '@testing-library/react';
import { LoadErrorAlert, QueryLoadErrorAlert } from '../load-error-alert';

describe('LoadErrorAlert', () => {
  it("says what failed and the API's reason, and Retry loads again", () => {
    const onRetry = jest.fn();
    render(
      <LoadErrorAlert
        error={{ status: 503, data: { message: 'The database is busy.' } }}
        what="The orders could not be loaded."
        fallback="Please try again."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The orders could not be loaded. The database is busy.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('falls back to the given reason when the error carries none', () => {
    render(<LoadErrorAlert error={{}} fallback="The customers could not be loaded." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The customers could not be loaded.');
  });
});

describe('QueryLoadErrorAlert', () => {
  it("shows a list query's error and Retry refetches that query", () => {
    const query = {
      error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      refetch: jest.fn(),
    };
    render(<QueryLoadErrorAlert query={query} what="The inventory could not be loaded." />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^The inventory could not be loaded\./);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
