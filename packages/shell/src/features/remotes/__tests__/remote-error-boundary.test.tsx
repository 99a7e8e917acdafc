import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteErrorBoundary } from '../components/remote-error-boundary';

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw new Error('ChunkLoadError: Loading chunk failed');
  return <p>remote content</p>;
}

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} label="sales workspace" onRetry={() => setAttempt((n) => n + 1)}>
      <Flaky fail={attempt === 0} />
    </RemoteErrorBoundary>
  );
}

describe('RemoteErrorBoundary', () => {
  it('replaces a failed remote with a retry page, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByText('The sales workspace is unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('remote content')).toBeInTheDocument();
  });
});
