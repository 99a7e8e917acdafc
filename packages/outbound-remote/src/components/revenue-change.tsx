// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { formatPercent, Typography } from '@aide/ui-kit';

export interface RevenueChangeProps {
  /** The change in percent; null when there was no revenue to compare with. */
  percent: number | null;
  /** What the revenue is compared with, e.g. "previous period". */
  against: string;
  'data-testid': string;
  /** On a line of its own, for a card that says more below it. */
  block?: boolean;
}

/** `▲ 23.5%` in green, `▼ 4%` in red against an earlier stretch of time, `—` when there is nothing to compare. */
export function RevenueChange({ percent, against, 'data-testid': testId, block }: RevenueChangeProps) {
  const display = block ? 'block' : undefined;
  if (percent == null) {
    return (
      <Typography.Text type="secondary" data-testid={testId} style={{ display }}>
        — vs {against}
      </Typography.Text>
    );
  }
  const up = percent >= 0;
  const size = formatPercent(Math.abs(percent));
  return (
    <Typography.Text
      data-testid={testId}
      style={{ display, color: up ? 'var(--ant-color-success-text)' : 'var(--ant-color-error-text)' }}
      aria-label={`${up ? 'Up' : 'Down'} ${size} vs ${against}`}
    >
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {size} vs {against}
    </Typography.Text>
  );
}
