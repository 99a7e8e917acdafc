import type { Story, StoryDefault } from '@ladle/react';
import { ChartDataTable } from './chart-data-table';
import { formatMoney } from './format';

export default { title: 'Data / ChartDataTable' } satisfies StoryDefault;

const weeks = ['Mar 3', 'Mar 10', 'Mar 17', 'Mar 24', 'Mar 31', 'Apr 7'];
const revenue = [12840, 15210.5, 9875, 18420, 21030.25, 19660];

/** Closed, as under a chart: "Show as a table" opens it. */
export const RevenuePerWeek: Story = () => (
  <ChartDataTable
    caption="Revenue per week"
    columns={['Week', 'Revenue']}
    rows={weeks.map((week, index) => [week, formatMoney(revenue[index], 'USD')])}
  />
);

export const SeveralSeries: Story = () => (
  <ChartDataTable
    caption="Orders and returns per week"
    columns={['Week', 'Orders', 'Returns', 'Return rate']}
    rows={weeks.map((week, index) => [week, String(40 + index * 7), String(index + 1), `${index + 1.5}%`])}
  />
);
