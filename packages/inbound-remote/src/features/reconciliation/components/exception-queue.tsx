import { useState } from 'react';
import { type FilterField, ServerList } from '@aide/ui-kit';
import { useGetReconciliationExceptionsQuery, type ReconciliationLine } from '../api/reconciliation-api';
import type { ReconciliationView, ReconciliationViewChange } from '../hooks/use-reconciliation-view';
import { QueryLoadErrorAlert } from '@aide/shared-auth';
import { exceptionColumns, lineKey } from './exception-columns';
import { ResolveExceptionModal } from './resolve-exception-modal';

const FILTERS: FilterField<ReconciliationView>[] = [{ switch: 'showResolved', label: 'Show resolved' }];

export interface ExceptionQueueProps {
  view: ReconciliationView;
  onChange: (change: ReconciliationViewChange) => void;
}

/** The open mismatch and missing lines, each resolvable with a note; resolved ones on request. */
export function ExceptionQueue({ view, onChange }: ExceptionQueueProps) {
  const [resolving, setResolving] = useState<ReconciliationLine | null>(null);
  const exceptions = useGetReconciliationExceptionsQuery({
    price_tolerance_percent: view.priceTolerance,
    quantity_tolerance_percent: view.quantityTolerance,
    include_resolved: view.showResolved,
    page: view.page,
    page_size: view.pageSize,
  });

  return (
    <>
      <ServerList<ReconciliationLine, ReconciliationView>
        filters={FILTERS}
        filtersMarginBottom={12}
        rowKey={lineKey}
        columns={exceptionColumns(setResolving)}
        view={view}
        onViewChange={onChange}
        query={exceptions}
        itemsLabel="exceptions"
        empty={
          view.showResolved
            ? 'No exceptions at these tolerances.'
            : 'No open exceptions: every approved order matches its ERP documents within tolerance.'
        }
        errorAlert={<QueryLoadErrorAlert query={exceptions} what="The exceptions could not be loaded." />}
      />
      <ResolveExceptionModal line={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
