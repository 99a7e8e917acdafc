import type { Story, StoryDefault } from '@ladle/react';
import { LeanButton } from './lean-button';
import { LeanStyles } from './lean-styles';
import { LeanToastProvider, useLeanToast } from './lean-toasts';

export default { title: 'Lean / LeanToastProvider' } satisfies StoryDefault;

function ToastButtons() {
  const toast = useLeanToast();
  return (
    <div className="aide-lean" style={{ display: 'flex', gap: 12 }}>
      <LeanStyles />
      <LeanButton
        onClick={() =>
          toast({ type: 'success', title: 'Check your email', description: 'We sent a reset link.' })
        }
      >
        Success
      </LeanButton>
      <LeanButton
        onClick={() =>
          toast({ type: 'error', title: 'Sign-in failed', description: 'Email or password is incorrect.' })
        }
      >
        Error
      </LeanButton>
    </div>
  );
}

/** Top right, at most three, four seconds each; errors are announced assertively. */
export const Toasts: Story = () => (
  <LeanToastProvider>
    <ToastButtons />
  </LeanToastProvider>
);
