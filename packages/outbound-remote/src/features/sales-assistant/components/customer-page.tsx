import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, Col, Flex, Result, Row, Skeleton } from '@aide/ui-kit';
import { CardSkeleton } from '../../../components/card-skeleton';
import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import { LoadErrorAlert } from '@aide/shared-auth';
import { useGetCustomerDetailQuery, type CustomerDetail } from '../api/customer-detail-api';
import { CustomerDetailContact } from './customer-detail-contact';
import { CustomerDetailHeader } from './customer-detail-header';
import { CustomerDetailOrders } from './customer-detail-orders';
import { CustomerDetailTotals } from './customer-detail-totals';
import { NotesTimeline } from './notes-timeline';
import { RecommendedOffers } from './recommended-offers';

// recharts is large: it loads after the first paint, behind a skeleton.
const CustomerDetailTrendChart = lazy(() => import('./customer-detail-trend-chart'));

/** One customer (/sales-assistant/customers/:customerId): details, totals, history, notes, recommendations. */
export function CustomerPage() {
  const { customerId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetCustomerDetailQuery(customerId);

  if (error && 'status' in error && error.status === 404) return <CustomerNotFound />;
  if (error) {
    return <LoadErrorAlert error={error} fallback="This customer could not be loaded." onRetry={refetch} />;
  }
  if (isLoading || !data) return <CustomerPageSkeleton />;
  return <CustomerPageContent detail={data} />;
}

function CustomerPageContent({ detail }: { detail: CustomerDetail }) {
  const { customer } = detail;
  return (
    <Flex vertical gap={16}>
      <CustomerDetailHeader customer={customer} atRisk={detail.totals.at_risk} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <CustomerDetailContact customer={customer} />
        </Col>
        <Col xs={24} lg={16}>
          <CustomerDetailTotals totals={detail.totals} />
        </Col>
      </Row>
      <Card title="Revenue, last 12 months">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <CustomerDetailTrendChart trend={detail.trend} />
        </Suspense>
      </Card>
      <CustomerDetailOrders orders={detail.orders} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <NotesTimeline customerId={customer.id} />
        </Col>
        <Col xs={24} xl={14}>
          <RecommendedOffers customerId={customer.id} customerEmail={customer.email} />
        </Col>
      </Row>
    </Flex>
  );
}

function CustomerNotFound() {
  return (
    <Result
      status="404"
      title="Customer not found"
      subTitle="This customer does not exist or belongs to another organization."
      extra={
        <Link to={OUTBOUND_ROUTES.salesAssistant}>
          <Button type="primary">Back to My Customers</Button>
        </Link>
      }
    />
  );
}

function CustomerPageSkeleton() {
  return (
    <Flex vertical gap={16} aria-busy="true" aria-label="Loading customer">
      <Skeleton active title paragraph={{ rows: 1 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <CardSkeleton rows={4} />
        </Col>
        <Col xs={24} lg={16}>
          <CardSkeleton rows={4} />
        </Col>
      </Row>
      <CardSkeleton rows={6} />
    </Flex>
  );
}
