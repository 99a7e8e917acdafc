import { aideTheme, ChartDataTable, formatCompactMoney, formatMoney } from '@aide/ui-kit';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** One period's revenue, and the field (`xKey`) that names the period. */
type RevenuePoint = { revenue: number } & Record<string, unknown>;

export interface RevenueChartProps {
  /** An area for a trend over days or weeks, bars for whole months. */
  shape: 'area' | 'bar';
  points: RevenuePoint[];
  /** The field of a point the x-axis shows (the period's first day, or its month). */
  xKey: string;
  formatX: (value: string) => string;
  height: number;
  /** The least room between x-axis labels; recharts' default when absent. */
  minTickGap?: number;
  /** The caption of the table of figures, and the heading of its period column. */
  caption: string;
  periodColumn: string;
}

// Axis labels take the theme's secondary text colour (4.5:1 in light and dark) through currentColor.
const tick = { fill: 'currentColor' };
// The brand indigo: 3:1 or more against the light and the dark card backgrounds.
const CHART_COLOR = aideTheme.token?.colorPrimary;

/**
 * Revenue over time, with the figures as a table for those who cannot see the chart. recharts is large: the
 * pages that show this chart load it lazily.
 */
export function RevenueChart({
  shape,
  points,
  xKey,
  formatX,
  height,
  minTickGap,
  caption,
  periodColumn,
}: RevenueChartProps) {
  const Chart = shape === 'area' ? AreaChart : BarChart;
  return (
    <div style={{ color: 'var(--ant-color-text-secondary)' }}>
      <ResponsiveContainer width="100%" height={height}>
        <Chart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey={xKey}
            tick={tick}
            tickFormatter={(value: string) => formatX(value)}
            minTickGap={minTickGap}
          />
          <YAxis tick={tick} tickFormatter={(value: number) => formatCompactMoney(value)} width={72} />
          <Tooltip
            labelFormatter={(label) =>
              typeof label === 'string' || typeof label === 'number' ? formatX(String(label)) : label
            }
            formatter={(value) => [formatMoney(Number(value)), 'Revenue']}
          />
          {shape === 'area' ? (
            <Area
              type="monotone"
              dataKey="revenue"
              stroke={CHART_COLOR}
              fill={CHART_COLOR}
              fillOpacity={0.15}
            />
          ) : (
            <Bar dataKey="revenue" fill={CHART_COLOR} radius={[4, 4, 0, 0]} />
          )}
        </Chart>
      </ResponsiveContainer>
      <ChartDataTable
        caption={caption}
        columns={[periodColumn, 'Revenue']}
        rows={points.map((point) => [formatX(String(point[xKey])), formatMoney(point.revenue)])}
      />
    </div>
  );
}
