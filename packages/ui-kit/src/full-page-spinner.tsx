import { Spin } from './antd';

export interface FullPageSpinnerProps {
  message: string;
}

/** Fills the viewport while something the whole page depends on is loading; the message says what. */
export function FullPageSpinner({ message }: FullPageSpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 16 }}
    >
      <Spin size="large" />
      <span style={{ color: 'rgba(0,0,0,0.65)' }}>{message}</span>
    </div>
  );
}
