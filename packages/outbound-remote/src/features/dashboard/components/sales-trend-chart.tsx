import { aideTheme, ChartDataTable, formatCompactMoney, formatDate, formatMoney } from '@aide/ui-kit';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../api/dashboard-api';

export interface SalesTrendChartProps {
  trend: Dashboard['trend'];
}

// Axis labels take the theme's secondary text colour (4.5:1 in light and dark) through currentColor.
const tick = { fill: 'currentColor' };
// The brand indigo: 3:1 or more against the light and the dark card backgrounds.
const CHART_COLOR = aideTheme.token?.colorPrimary;

/**
 * Revenue per bucket (day, week or month), with the figures as a table for those who cannot see the chart.
 * Loaded lazily: recharts is kept out of the first paint.
 */
export default function SalesTrendChart({ trend }: SalesTrendChartProps) {
  return (
    <div style={{ color: 'var(--ant-color-text-secondary)' }}>
      <ResponsiveContainer width="100%" height={280}>
        <AreaChart data={trend} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="bucket"
            tick={tick}
            tickFormatter={(bucket: string) => formatDate(bucket)}
            minTickGap={24}
          />
          <YAxis tick={tick} tickFormatter={(value: number) => formatCompactMoney(value)} width={72} />
          <Tooltip
            labelFormatter={(bucket) => formatDate(String(bucket))}
            formatter={(value) => [formatMoney(Number(value)), 'Revenue']}
          />
          <Area
            type="monotone"
            dataKey="revenue"
            stroke={CHART_COLOR}
            fill={CHART_COLOR}
            fillOpacity={0.15}
          />
        </AreaChart>
      </ResponsiveContainer>
      <ChartDataTable
        caption="Revenue per period"
        columns={['Period starting', 'Revenue']}
        rows={trend.map((point) => [formatDate(point.bucket), formatMoney(point.revenue)])}
      />
    </div>
  );
}
