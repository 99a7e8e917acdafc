import { Component, type ReactNode } from 'react';
import { trackError } from '@aide/shared-auth';
import { Button, Result } from '@aide/ui-kit';

export interface RemoteErrorBoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps the shell alive when a remote cannot be loaded or crashes while rendering. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.label} failed to load`, error);
    trackError(error.message, { source: 'remote', remote: this.props.label });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="warning"
        title={`The ${this.props.label} is unavailable right now`}
        subTitle="It could not be loaded. Your data is safe; try again in a moment."
        extra={
          <Button type="primary" onClick={this.props.onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
}
