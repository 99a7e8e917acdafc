import { Card, Col, formatDate, formatMoney, formatNumber, Row, Statistic } from '@aide/ui-kit';
import { RevenueChange } from '../../../components/revenue-change';
import type { CustomerTotals } from '../api/customer-detail-api';

export interface CustomerDetailTotalsProps {
  totals: CustomerTotals;
}

/** What the customer is worth and how often they order. */
export function CustomerDetailTotals({ totals }: CustomerDetailTotalsProps) {
  const stats = [
    { title: 'Lifetime revenue', value: formatMoney(totals.lifetime_revenue) },
    { title: 'Orders', value: formatNumber(totals.order_count) },
    { title: 'Average order value', value: formatMoney(totals.average_order_value) },
    {
      title: 'Usual reorder gap',
      value:
        totals.average_gap_days == null ? '—' : `${formatNumber(Math.round(totals.average_gap_days))} days`,
    },
    { title: 'Last order', value: formatDate(totals.last_order_on) },
  ];
  return (
    <Card title="Totals" style={{ height: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} md={8}>
          <Statistic title="Revenue, last 12 months" value={formatMoney(totals.revenue_12m)} />
          <RevenueChange
            percent={totals.trend_percent}
            against="previous 12 months"
            data-testid="revenue-trend"
          />
        </Col>
        {stats.map((stat) => (
          <Col key={stat.title} xs={12} md={8}>
            <Statistic title={stat.title} value={stat.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
