import { useId } from 'react';
import { Card, Flex, Skeleton, Statistic, visuallyHidden } from '@aide/ui-kit';
import type { LineStatus, ReconciliationSummary as Summary } from '../api/reconciliation-api';
import { LINE_STATUSES, STATUS_LOOKS } from '../lib/line-status';

export interface ReconciliationSummaryProps {
  summary: Summary | undefined;
  loading: boolean;
  activeStatus: LineStatus | undefined;
  onStatusClick: (status: LineStatus) => void;
  onOpenExceptionsClick: () => void;
}

/** Orders per status and the open exceptions; each card opens the matching list. */
export function ReconciliationSummary({
  summary,
  loading,
  activeStatus,
  onStatusClick,
  onOpenExceptionsClick,
}: ReconciliationSummaryProps) {
  if (loading && !summary) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!summary) return null;
  return (
    <Flex gap={12} wrap="wrap" role="group" aria-label="Reconciliation summary">
      {LINE_STATUSES.map((status) => (
        <SummaryCard
          key={status}
          label={STATUS_LOOKS[status].label}
          value={summary[status]}
          active={activeStatus === status}
          hint={`Show ${STATUS_LOOKS[status].label.toLowerCase()} orders`}
          onClick={() => onStatusClick(status)}
        />
      ))}
      <SummaryCard
        label="Open exceptions"
        value={summary.open_exceptions}
        active={false}
        hint="Show the open exceptions"
        onClick={onOpenExceptionsClick}
      />
    </Flex>
  );
}

interface SummaryCardProps {
  label: string;
  value: number;
  active: boolean;
  hint: string;
  onClick: () => void;
}

/** Named by what it shows ("Matched 101", as the label-in-name rule asks), described by what it does. */
function SummaryCard({ label, value, active, hint, onClick }: SummaryCardProps) {
  const hintId = useId();
  return (
    <>
      <Card
        hoverable
        size="small"
        role="button"
        tabIndex={0}
        aria-describedby={hintId}
        aria-pressed={active}
        onClick={onClick}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onClick();
          }
        }}
        style={{ minWidth: 150, borderColor: active ? 'var(--ant-color-primary)' : undefined }}
      >
        <Statistic title={label} value={value} />
      </Card>
      {/* Outside the card, so it describes the button without becoming part of its name. */}
      <span id={hintId} style={visuallyHidden}>
        {hint}
      </span>
    </>
  );
}
