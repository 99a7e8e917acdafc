import { Suspense, lazy, useState } from 'react';
import type { RemoteName } from '@aide/shared-auth';
import { FullPageSpinner } from '@aide/ui-kit';
import { loadRemoteAppOnce } from '../api/remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemoteAppProps {
  remote: RemoteName;
}

const LABELS: Record<RemoteName, string> = {
  outbound: 'sales workspace',
  inbound: 'purchase order module',
  platform: 'platform console',
};

/** Lazily loads and renders a remote's App; a failure shows a retry page instead of a blank screen. */
export function RemoteApp({ remote }: RemoteAppProps) {
  // A new lazy component per attempt: React.lazy caches a rejected import forever.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Remote: lazy(() => loadRemoteAppOnce(remote)) }));
  const { count, Remote } = attempt;
  const retry = () => setAttempt({ count: count + 1, Remote: lazy(() => loadRemoteAppOnce(remote)) });
  return (
    <RemoteErrorBoundary key={count} label={LABELS[remote]} onRetry={retry}>
      <Suspense fallback={<FullPageSpinner message={`Loading the ${LABELS[remote]}...`} />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
