import type { ReactNode } from 'react';
import { Card, Col, formatMoney, formatNumber, Row, Statistic, Typography } from '@aide/ui-kit';
import { RevenueChange } from '../../../components/revenue-change';
import type { Dashboard } from '../api/dashboard-api';

export interface KpiCardsProps {
  dashboard: Dashboard;
}

/** Revenue against the previous period, and the customer counts, in four cards. */
export function KpiCards({ dashboard }: KpiCardsProps) {
  const { revenue, customers } = dashboard;
  const customerCounts = [
    { title: 'Active customers', count: customers.active, note: 'Ordered in this period' },
    // Customers at risk are the one count that asks for attention.
    {
      title: 'At-risk customers',
      count: customers.at_risk,
      note: 'Ordered last period, not this one',
      warning: customers.at_risk > 0,
    },
    { title: 'Total customers', count: customers.total, note: 'In your customer list' },
  ];
  return (
    <Row gutter={[16, 16]}>
      <KpiCard>
        <Statistic title="Revenue" value={formatMoney(revenue.current)} />
        <RevenueChange
          percent={revenue.change_percent}
          against="previous period"
          data-testid="revenue-change"
          block
        />
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          Previous period: {formatMoney(revenue.previous)}
        </Typography.Text>
      </KpiCard>
      {customerCounts.map(({ title, count, note, warning }) => (
        <KpiCard key={title}>
          <Statistic
            title={title}
            value={formatNumber(count)}
            styles={warning ? { content: { color: 'var(--ant-color-warning-text)' } } : undefined}
          />
          <Typography.Text type="secondary">{note}</Typography.Text>
        </KpiCard>
      ))}
    </Row>
  );
}

/** One of the four cards: a quarter of the row on wide screens, half on small ones. */
function KpiCard({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} sm={12} xl={6}>
      <Card>{children}</Card>
    </Col>
  );
}
