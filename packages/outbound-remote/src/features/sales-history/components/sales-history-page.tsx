import { useCallback } from 'react';
import { Card, Flex, Typography } from '@aide/ui-kit';
import { useAppDispatch } from '@aide/shared-auth';
import { ImportWizard, RecentImports, TemplateDownload } from '../../import';
import { salesSummaryApi } from '../api/sales-summary-api';
import { SalesSummaryCard } from './sales-summary-card';

/** /erp-connection: import past sales (one line per product sold) from a .csv or .xlsx export. */
export function SalesHistoryPage() {
  const dispatch = useAppDispatch();
  const refreshSummary = useCallback(() => {
    dispatch(salesSummaryApi.util.invalidateTags(['SalesSummary']));
  }, [dispatch]);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>Add Sales History</Typography.Title>
      <SalesSummaryCard />
      <Card size="small">
        <Typography.Paragraph>
          Upload an export from your ERP or shop with one line per product sold. Required columns:{' '}
          <Typography.Text code>customer</Typography.Text>, <Typography.Text code>sku</Typography.Text>,{' '}
          <Typography.Text code>quantity</Typography.Text>, <Typography.Text code>unit_price</Typography.Text>
          , <Typography.Text code>sold_at</Typography.Text> (YYYY-MM-DD, M/D/YYYY or D.M.YYYY). Optional:{' '}
          <Typography.Text code>customer_email</Typography.Text>,{' '}
          <Typography.Text code>order_ref</Typography.Text>.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          Lines are linked to your customers by email, else by name. Uploading the same file twice adds
          nothing the second time.
        </Typography.Paragraph>
        <TemplateDownload kind="sales" fileName="sales-history-template.csv" />
      </Card>
      <Card size="small" title="Upload file">
        <ImportWizard kind="sales" onImported={refreshSummary} />
      </Card>
      <RecentImports kind="sales" />
    </Flex>
  );
}
