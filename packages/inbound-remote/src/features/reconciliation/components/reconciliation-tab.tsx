import { Alert, Flex, Segmented, Typography } from '@aide/ui-kit';
import { useGetReconciliationQuery } from '../api/reconciliation-api';
import { useReconciliationView, type ReconciliationViewName } from '../hooks/use-reconciliation-view';
import { describeError } from '@aide/shared-auth';
import { ExceptionQueue } from './exception-queue';
import { ExportCsvButton } from './export-csv-button';
import { OrdersView } from './orders-view';
import { ReconciliationSummary } from './reconciliation-summary';
import { ToleranceControls } from './tolerance-controls';

const VIEW_OPTIONS: { value: ReconciliationViewName; label: string }[] = [
  { value: 'exceptions', label: 'Exceptions' },
  { value: 'orders', label: 'All orders' },
];

/** tab=reconciliation: approved orders matched against the ERP's sales orders and invoices. */
export function ReconciliationTab() {
  const [view, updateView] = useReconciliationView();
  const tolerances = {
    price_tolerance_percent: view.priceTolerance,
    quantity_tolerance_percent: view.quantityTolerance,
  };
  const orderFilters = { ...tolerances, status: view.status, search: view.q || undefined };
  // One request feeds the summary and the orders table; the exceptions view only needs its first page.
  const orders = useGetReconciliationQuery({
    ...orderFilters,
    page: view.view === 'orders' ? view.page : 1,
    page_size: view.pageSize,
  });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap="wrap">
        <div>
          <Typography.Title level={1} style={{ marginTop: 0 }}>
            Reconciliation
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Approved purchase orders matched line by line against the ERP&apos;s sales orders and invoices.
          </Typography.Paragraph>
        </div>
        <ExportCsvButton filters={orderFilters} />
      </Flex>
      <ToleranceControls
        priceTolerance={view.priceTolerance}
        quantityTolerance={view.quantityTolerance}
        onChange={updateView}
      />
      {orders.error && view.view === 'exceptions' ? (
        <Alert
          type="error"
          showIcon
          title={`The summary could not be loaded. ${describeError(orders.error, 'Please try again.')}`}
        />
      ) : (
        <ReconciliationSummary
          summary={orders.data?.summary}
          loading={orders.isLoading}
          activeStatus={view.view === 'orders' ? view.status : undefined}
          onStatusClick={(status) => updateView({ view: 'orders', status })}
          onOpenExceptionsClick={() => updateView({ view: 'exceptions', showResolved: false })}
        />
      )}
      <Segmented<ReconciliationViewName>
        aria-label="View"
        options={VIEW_OPTIONS}
        value={view.view}
        onChange={(next) => updateView({ view: next })}
        style={{ alignSelf: 'flex-start' }}
      />
      {view.view === 'exceptions' ? (
        <ExceptionQueue view={view} onChange={updateView} />
      ) : (
        <OrdersView view={view} onChange={updateView} result={orders} />
      )}
    </Flex>
  );
}
