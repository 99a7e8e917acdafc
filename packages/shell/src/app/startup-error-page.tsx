import { Button, Result } from '@aide/ui-kit';

export interface StartupErrorPageProps {
  message: string;
}

/** Shown when the run-time configuration cannot be loaded: nothing else can work without it. */
export function StartupErrorPage({ message }: StartupErrorPageProps) {
  return (
    <Result
      status="error"
      title="Aide could not start"
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      }
    />
  );
}
