import { formatMoney } from '@aide/ui-kit';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CustomerDetail } from '../api/customer-detail-api';

export interface CustomerDetailTrendChartProps {
  trend: CustomerDetail['trend'];
}

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** `2026-03` → `Mar 26`. */
function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthName.format(date);
}

/** Revenue per month for the last 12 months. Default export: the page loads it lazily. */
export default function CustomerDetailTrendChart({ trend }: CustomerDetailTrendChartProps) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={trend} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tickFormatter={formatMonth} />
        <YAxis tickFormatter={(value: number) => compactUsd.format(value)} width={72} />
        <Tooltip
          labelFormatter={(month) => formatMonth(String(month))}
          formatter={(value) => [formatMoney(Number(value)), 'Revenue']}
        />
        <Bar dataKey="revenue" fill="#1677ff" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
