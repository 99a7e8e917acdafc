import { formatDate } from '@aide/ui-kit';
import { RevenueChart } from '../../../components/revenue-chart';
import type { Dashboard } from '../api/dashboard-api';

export interface SalesTrendChartProps {
  trend: Dashboard['trend'];
}

/** Revenue per bucket (day, week or month). Default export: the dashboard loads it lazily. */
export default function SalesTrendChart({ trend }: SalesTrendChartProps) {
  return (
    <RevenueChart
      shape="area"
      points={trend}
      xKey="bucket"
      formatX={formatDate}
      height={280}
      minTickGap={24}
      caption="Revenue per period"
      periodColumn="Period starting"
    />
  );
}
