import { useState } from 'react';
import { Empty, Flex, formatNumber, Switch, Table, Typography } from '@aide/ui-kit';
import { useGetReconciliationExceptionsQuery, type ReconciliationLine } from '../api/reconciliation-api';
import type { ReconciliationView, ReconciliationViewChange } from '../hooks/use-reconciliation-view';
import { LoadErrorAlert } from '@aide/shared-auth';
import { exceptionColumns, lineKey } from './exception-columns';
import { ResolveExceptionModal } from './resolve-exception-modal';

export interface ExceptionQueueProps {
  view: ReconciliationView;
  onChange: (change: ReconciliationViewChange) => void;
}

/** The open mismatch and missing lines, each resolvable with a note; resolved ones on request. */
export function ExceptionQueue({ view, onChange }: ExceptionQueueProps) {
  const [resolving, setResolving] = useState<ReconciliationLine | null>(null);
  const { data, isLoading, isFetching, error, refetch } = useGetReconciliationExceptionsQuery({
    price_tolerance_percent: view.priceTolerance,
    quantity_tolerance_percent: view.quantityTolerance,
    include_resolved: view.showResolved,
    page: view.page,
    page_size: view.pageSize,
  });

  return (
    <>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <Switch
          id="show-resolved"
          checked={view.showResolved}
          onChange={(showResolved) => onChange({ showResolved })}
        />
        <label htmlFor="show-resolved">
          <Typography.Text>Show resolved</Typography.Text>
        </label>
      </Flex>
      {Boolean(error) && (
        <LoadErrorAlert
          error={error}
          what="The exceptions could not be loaded."
          fallback="Please try again."
          onRetry={() => void refetch()}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<ReconciliationLine>
        rowKey={lineKey}
        size="middle"
        columns={exceptionColumns(setResolving)}
        dataSource={data?.items ?? []}
        loading={isLoading || isFetching}
        scroll={{ x: 1100 }}
        locale={{
          emptyText: isLoading ? (
            ' '
          ) : (
            <Empty
              description={
                view.showResolved
                  ? 'No exceptions at these tolerances.'
                  : 'No open exceptions: every approved order matches its ERP documents within tolerance.'
              }
            />
          ),
        }}
        onChange={(pagination) => {
          const pageSize = pagination.pageSize ?? view.pageSize;
          if (pageSize !== view.pageSize) onChange({ pageSize });
          else onChange({ page: pagination.current ?? 1 });
        }}
        pagination={{
          current: view.page,
          pageSize: view.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total, [from, to]) => `${from}–${to} of ${formatNumber(total)} exceptions`,
        }}
      />
      <ResolveExceptionModal line={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
