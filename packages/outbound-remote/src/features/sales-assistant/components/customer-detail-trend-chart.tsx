import { formatMonth } from '@aide/ui-kit';
import { RevenueChart } from '../../../components/revenue-chart';
import type { CustomerDetail } from '../api/customer-detail-api';

export interface CustomerDetailTrendChartProps {
  trend: CustomerDetail['trend'];
}

/** Revenue per month for the last 12 months. Default export: the page loads it lazily. */
export default function CustomerDetailTrendChart({ trend }: CustomerDetailTrendChartProps) {
  return (
    <RevenueChart
      shape="bar"
      points={trend}
      xKey="month"
      formatX={formatMonth}
      height={240}
      caption="Revenue per month, last 12 months"
      periodColumn="Month"
    />
  );
}
