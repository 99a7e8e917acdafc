import { LeanAuthFrame, LeanButton } from '@aide/ui-kit/lean';

export interface StartupErrorPageProps {
  message: string;
}

/** Shown when the run-time configuration or the app cannot be loaded: nothing else can work without it. */
export function StartupErrorPage({ message }: StartupErrorPageProps) {
  return (
    <LeanAuthFrame title="Aide could not start" subtitle={message}>
      <LeanButton variant="primary" block onClick={() => window.location.reload()}>
        Try again
      </LeanButton>
    </LeanAuthFrame>
  );
}
