import { formatCompactMoney, formatCompactNumber, formatMoney, formatNumber } from '@aide/ui-kit';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartBlock } from '../lib/rich-block';

const COLORS = ['#1677ff', '#fa8c16', '#52c41a', '#eb2f96', '#722ed1', '#13c2c2', '#faad14', '#a0d911'];

export interface AnswerChartProps {
  chart: ChartBlock;
}

/**
 * The small chart beside an answer's table. Default export: the answer loads it lazily, so recharts is fetched
 * only when a chart is shown. The table below it carries the same figures as text.
 */
export default function AnswerChart({ chart }: AnswerChartProps) {
  const format = chart.format === 'money' ? formatMoney : formatNumber;
  const data = chart.points.map((point) => ({
    label: point.label,
    ...Object.fromEntries(chart.series.map((name, index) => [name, point.values[index] ?? 0] as const)),
  }));
  const axis = (value: number) =>
    chart.format === 'money' ? formatCompactMoney(value) : formatCompactNumber(value);
  const tooltip = <Tooltip formatter={(value) => format(Number(value))} />;
  return (
    <figure
      role="img"
      aria-label={`${chart.kind === 'pie' ? 'Pie' : chart.kind === 'line' ? 'Line' : 'Bar'} chart of ${chart.title}; the figures are in the table below`}
      style={{ margin: '8px 0', maxWidth: 560 }}
    >
      <ResponsiveContainer width="100%" height={220}>
        {chart.kind === 'pie' ? (
          <PieChart>
            <Pie data={data} dataKey={chart.series[0]} nameKey="label" outerRadius={80}>
              {data.map((_, index) => (
                <Cell key={index} fill={COLORS[index % COLORS.length]} />
              ))}
            </Pie>
            {tooltip}
            <Legend />
          </PieChart>
        ) : chart.kind === 'line' ? (
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis tickFormatter={axis} width={64} />
            {tooltip}
            {chart.series.map((name, index) => (
              <Line key={name} dataKey={name} stroke={COLORS[index]} dot={false} />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis tickFormatter={axis} width={64} />
            {tooltip}
            {chart.series.length > 1 && <Legend />}
            {chart.series.map((name, index) => (
              <Bar key={name} dataKey={name} fill={COLORS[index]} radius={[4, 4, 0, 0]} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
