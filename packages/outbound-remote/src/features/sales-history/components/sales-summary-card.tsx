import {
  Alert,
  Card,
  Col,
  formatDate,
  formatMoney,
  formatNumber,
  Row,
  Skeleton,
  Statistic,
  Typography,
} from '@aide/ui-kit';
import { useGetSalesSummaryQuery, type SalesSummary } from '../api/sales-summary-api';

/** What the imported sales history holds: date range, size, revenue and lines without a known customer. */
export function SalesSummaryCard() {
  const { data, isLoading, isError } = useGetSalesSummaryQuery();
  return (
    <Card title="Sales history on file" size="small">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : isError || !data ? (
        <Alert type="error" showIcon title="The sales history summary could not be loaded." />
      ) : data.rows === 0 ? (
        <Typography.Text type="secondary">
          No sales history yet. Upload a file below to get started.
        </Typography.Text>
      ) : (
        <>
          <Row gutter={[24, 16]}>
            {summaryStatistics(data).map(({ title, value }) => (
              <Col key={title}>
                <Statistic title={title} value={value} />
              </Col>
            ))}
          </Row>
          {data.unmatched_rows > 0 ? (
            <Alert
              style={{ marginTop: 16 }}
              type="info"
              showIcon
              title={`${formatNumber(data.unmatched_rows)} ${data.unmatched_rows === 1 ? 'row names a customer' : 'rows name customers'} not in your customer list.`}
              description="Add those customers (Add Customers List) so their purchases count towards their history."
            />
          ) : null}
        </>
      )}
    </Card>
  );
}

/** The summary's figures, in the order the card shows them. */
function summaryStatistics(summary: SalesSummary): { title: string; value: string }[] {
  const { first_date, last_date } = summary;
  return [
    {
      title: 'Date range',
      value: first_date && last_date ? `${formatDate(first_date)} – ${formatDate(last_date)}` : '—',
    },
    { title: 'Rows', value: formatNumber(summary.rows) },
    { title: 'Customers', value: formatNumber(summary.customers) },
    { title: 'Products', value: formatNumber(summary.products) },
    { title: 'Revenue', value: formatMoney(summary.revenue) },
  ];
}
