import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import {
  Card,
  Col,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  Row,
  Statistic,
  Typography,
} from '@aide/ui-kit';
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
          <RevenueTrend percent={totals.trend_percent} />
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

/** `▲ 12%` green or `▼ 8%` red against the 12 months before; `—` when there is nothing to compare with. */
function RevenueTrend({ percent }: { percent: number | null }) {
  if (percent == null) {
    return (
      <Typography.Text type="secondary" data-testid="revenue-trend">
        — vs previous 12 months
      </Typography.Text>
    );
  }
  const up = percent >= 0;
  const size = formatPercent(Math.abs(percent));
  return (
    <Typography.Text
      data-testid="revenue-trend"
      style={{ color: up ? 'var(--ant-color-success-text)' : 'var(--ant-color-error-text)' }}
      aria-label={`${up ? 'Up' : 'Down'} ${size} vs previous 12 months`}
    >
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {size} vs previous 12 months
    </Typography.Text>
  );
}
