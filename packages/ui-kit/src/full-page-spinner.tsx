import { Spin, theme } from './antd';

export interface FullPageSpinnerProps {
  message: string;
}

/** Fills the viewport while something the whole page depends on is loading; the message says what. */
export function FullPageSpinner({ message }: FullPageSpinnerProps) {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 16 }}
    >
      <Spin size="large" />
      <span style={{ color: token.colorTextSecondary }}>{message}</span>
    </div>
  );
}
