import { Button, Popconfirm } from '@aide/ui-kit';

export interface ConfirmActionButtonProps {
  label: string;
  title: string;
  description: string;
  /** Names the row for a screen reader: "Retry the failed sync-erp job of Northwind Traders". */
  'aria-label': string;
  loading: boolean;
  onConfirm: () => unknown;
}

/** A small row action (Retry, Resend) that runs once the operator confirms it: it acts on a customer's data. */
export function ConfirmActionButton({
  label,
  title,
  description,
  loading,
  onConfirm,
  ...rest
}: ConfirmActionButtonProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={label}
      cancelText="Cancel"
      onConfirm={onConfirm}
    >
      <Button size="small" loading={loading} aria-label={rest['aria-label']}>
        {label}
      </Button>
    </Popconfirm>
  );
}
