import { formatDate, formatMoney } from '@aide/ui-kit';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../api/dashboard-api';

export interface SalesTrendChartProps {
  trend: Dashboard['trend'];
}

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Revenue per bucket (day, week or month). Loaded lazily: recharts is kept out of the first paint. */
export default function SalesTrendChart({ trend }: SalesTrendChartProps) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <AreaChart data={trend} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="bucket" tickFormatter={(bucket: string) => formatDate(bucket)} minTickGap={24} />
        <YAxis tickFormatter={(value: number) => compactUsd.format(value)} width={72} />
        <Tooltip
          labelFormatter={(bucket) => formatDate(String(bucket))}
          formatter={(value) => [formatMoney(Number(value)), 'Revenue']}
        />
        <Area type="monotone" dataKey="revenue" stroke="#1677ff" fill="#1677ff" fillOpacity={0.15} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
