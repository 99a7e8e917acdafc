// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import {
  Card,
  Col,
  formatMoney,
  formatNumber,
  formatPercent,
  Row,
  Statistic,
  Typography,
} from '@aide/ui-kit';
import type { Dashboard } from '../api/dashboard-api';

export interface KpiCardsProps {
  dashboard: Dashboard;
}

/** Revenue against the previous period, and the customer counts, in four cards. */
export function KpiCards({ dashboard }: KpiCardsProps) {
  const { revenue, customers } = dashboard;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <Card>
          <Statistic title="Revenue" value={formatMoney(revenue.current)} />
          <RevenueChange changePercent={revenue.change_percent} />
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            Previous period: {formatMoney(revenue.previous)}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card>
          <Statistic title="Active customers" value={formatNumber(customers.active)} />
          <Typography.Text type="secondary">Ordered in this period</Typography.Text>
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card>
          <Statistic
            title="At-risk customers"
            value={formatNumber(customers.at_risk)}
            styles={
              customers.at_risk > 0 ? { content: { color: 'var(--ant-color-warning-text)' } } : undefined
            }
          />
          <Typography.Text type="secondary">Ordered last period, not this one</Typography.Text>
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card>
          <Statistic title="Total customers" value={formatNumber(customers.total)} />
          <Typography.Text type="secondary">In your customer list</Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}

interface RevenueChangeProps {
  changePercent: number | null;
}

/** `▲ 23.5%` in green, `▼ 4%` in red, `—` when there was no revenue to compare with. */
function RevenueChange({ changePercent }: RevenueChangeProps) {
  if (changePercent == null) {
    return (
      <Typography.Text type="secondary" data-testid="revenue-change" style={{ display: 'block' }}>
        — vs previous period
      </Typography.Text>
    );
  }
  const up = changePercent >= 0;
  return (
    <Typography.Text
      data-testid="revenue-change"
      style={{
        display: 'block',
        color: up ? 'var(--ant-color-success-text)' : 'var(--ant-color-error-text)',
      }}
      aria-label={`${up ? 'Up' : 'Down'} ${formatPercent(Math.abs(changePercent))} vs previous period`}
    >
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {formatPercent(Math.abs(changePercent))} vs previous
      period
    </Typography.Text>
  );
}
