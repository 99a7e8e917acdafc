import { Suspense, lazy, useMemo, useState } from 'react';
import type { RemoteName } from '@aide/shared-auth';
import { FullPageSpinner } from '@aide/ui-kit';
import { loadRemoteApp } from '../api/remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemoteAppProps {
  remote: RemoteName;
}

const LABELS: Record<RemoteName, string> = { outbound: 'sales workspace', inbound: 'purchase order module' };

/** Lazily loads and renders a remote's App; a failure shows a retry page instead of a blank screen. */
export function RemoteApp({ remote }: RemoteAppProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy caches a rejected import forever.
  const Remote = useMemo(() => lazy(() => loadRemoteApp(remote)), [remote, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} label={LABELS[remote]} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<FullPageSpinner message={`Loading the ${LABELS[remote]}...`} />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
