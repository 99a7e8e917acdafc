import { aideTheme, ChartDataTable, formatCompactMoney, formatMoney, formatMonth } from '@aide/ui-kit';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CustomerDetail } from '../api/customer-detail-api';

export interface CustomerDetailTrendChartProps {
  trend: CustomerDetail['trend'];
}

// Axis labels take the theme's secondary text colour (4.5:1 in light and dark) through currentColor.
const tick = { fill: 'currentColor' };
// The brand indigo: 3:1 or more against the light and the dark card backgrounds.
const CHART_COLOR = aideTheme.token?.colorPrimary;

/**
 * Revenue per month for the last 12 months, with the figures as a table for those who cannot see the chart.
 * Default export: the page loads it lazily.
 */
export default function CustomerDetailTrendChart({ trend }: CustomerDetailTrendChartProps) {
  return (
    <div style={{ color: 'var(--ant-color-text-secondary)' }}>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={trend} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={tick} tickFormatter={(month: string) => formatMonth(month)} />
          <YAxis tick={tick} tickFormatter={(value: number) => formatCompactMoney(value)} width={72} />
          <Tooltip
            labelFormatter={(month) => formatMonth(String(month))}
            formatter={(value) => [formatMoney(Number(value)), 'Revenue']}
          />
          <Bar dataKey="revenue" fill={CHART_COLOR} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
      <ChartDataTable
        caption="Revenue per month, last 12 months"
        columns={['Month', 'Revenue']}
        rows={trend.map((point) => [formatMonth(point.month), formatMoney(point.revenue)])}
      />
    </div>
  );
}
