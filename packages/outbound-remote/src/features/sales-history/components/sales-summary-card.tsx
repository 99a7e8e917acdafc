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
import { useGetSalesSummaryQuery } from '../api/sales-summary-api';

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
            <Col>
              <Statistic
                title="Date range"
                value={
                  data.first_date && data.last_date
                    ? `${formatDate(data.first_date)} – ${formatDate(data.last_date)}`
                    : '—'
                }
              />
            </Col>
            <Col>
              <Statistic title="Rows" value={formatNumber(data.rows)} />
            </Col>
            <Col>
              <Statistic title="Customers" value={formatNumber(data.customers)} />
            </Col>
            <Col>
              <Statistic title="Products" value={formatNumber(data.products)} />
            </Col>
            <Col>
              <Statistic title="Revenue" value={formatMoney(data.revenue)} />
            </Col>
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
