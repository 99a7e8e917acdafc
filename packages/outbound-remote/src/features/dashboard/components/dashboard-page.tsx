import { lazy, Suspense, useState } from 'react';
import { OrganizationName } from '@aide/shared-auth';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  formatDate,
  Row,
  Segmented,
  Skeleton,
  Spin,
  Typography,
  useNarrowerThan,
} from '@aide/ui-kit';
import { CardSkeleton } from '../../../components/card-skeleton';
import { useGetDashboardQuery, type Dashboard, type DashboardPeriod } from '../api/dashboard-api';
import { AtRiskCustomersList } from './at-risk-customers-list';
import { DashboardEmptyState } from './dashboard-empty-state';
import { KpiCards } from './kpi-cards';
import { RecentActivityTimeline } from './recent-activity-timeline';
import { TopProductsTable } from './top-products-table';

// recharts is large: it loads after the first paint, behind a skeleton.
const SalesTrendChart = lazy(() => import('./sales-trend-chart'));

const PERIOD_OPTIONS: { value: DashboardPeriod; label: string }[] = [
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '365d', label: 'Last 12 months' },
];

/** /dashboard: revenue, customers and activity of the member's organization for a chosen period. */
export function DashboardPage() {
  const [period, setPeriod] = useState<DashboardPeriod>('30d');
  const narrow = useNarrowerThan(400);
  const { data, isLoading, isFetching, isError, refetch } = useGetDashboardQuery(period);

  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap="wrap" gap={12}>
        <div>
          <Typography.Title level={1} style={{ marginBottom: 4 }}>
            Dashboard
          </Typography.Title>
          <OrganizationName />
        </div>
        <Segmented<DashboardPeriod>
          // Side by side the three periods need 340 px: on the narrowest phones they stack (1.4.10 reflow).
          vertical={narrow}
          aria-label="Period"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={setPeriod}
        />
      </Flex>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title="The dashboard could not be loaded."
          description="Check your connection and try again."
          action={
            <Button size="small" onClick={() => refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : isLoading || !data ? (
        <DashboardSkeleton />
      ) : !data.has_data ? (
        <DashboardEmptyState />
      ) : (
        // The last period stays on screen, dimmed, while another period loads.
        <Spin spinning={isFetching} delay={200}>
          <DashboardContent dashboard={data} />
        </Spin>
      )}
    </>
  );
}

interface DashboardContentProps {
  dashboard: Dashboard;
}

function DashboardContent({ dashboard }: DashboardContentProps) {
  const { period, previous } = dashboard;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        {formatDate(period.from)} – {formatDate(period.to)}, compared with {formatDate(previous.from)} –{' '}
        {formatDate(previous.to)}
      </Typography.Text>
      <KpiCards dashboard={dashboard} />
      <Card title="Sales trend">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <SalesTrendChart trend={dashboard.trend} />
        </Suspense>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="Top products">
            <TopProductsTable products={dashboard.top_products} />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card title="At-risk customers">
            <AtRiskCustomersList customers={dashboard.at_risk_customers} />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card title="Recent activity">
            <RecentActivityTimeline activity={dashboard.recent_activity} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

function DashboardSkeleton() {
  return (
    <Flex vertical gap={16} aria-busy="true" aria-label="Loading dashboard">
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((key) => (
          <Col key={key} xs={24} sm={12} xl={6}>
            <CardSkeleton rows={1} />
          </Col>
        ))}
      </Row>
      <CardSkeleton rows={6} />
    </Flex>
  );
}
