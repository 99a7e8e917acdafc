import { Link } from 'react-router-dom';
import {
  Flex,
  formatDate,
  formatMoney,
  formatNumber,
  type TableColumnsType,
  Tag,
  Tooltip,
} from '@aide/ui-kit';
import { customerPath } from '../../../lib/route-paths';
import type { CustomerListItem } from '../api/customers-search-api';

const AT_RISK_HINT =
  'At least 3 orders, and the last one is more than twice the usual gap between orders (45 days at least) ago.';

/** My Customers' columns; ServerTable shows the URL's sort on the sortable ones. */
export function customersListColumns(): TableColumnsType<CustomerListItem> {
  const sortable = (field: keyof CustomerListItem & string) => ({
    key: field,
    dataIndex: field,
    sorter: true,
  });
  const orDash = (value: string | null) => value || '—';

  return [
    {
      title: 'Name',
      ...sortable('name'),
      ellipsis: true,
      // React renders the name as text: a name holding HTML shows literally.
      render: (name: string, customer) => <Link to={customerPath(customer.id)}>{name}</Link>,
    },
    { title: 'Company', key: 'company', dataIndex: 'company', ellipsis: true, render: orDash },
    { title: 'Segment', key: 'segment', dataIndex: 'segment', render: orDash },
    {
      title: 'Last order',
      ...sortable('last_order_on'),
      render: (lastOrderOn: string | null, customer) => (
        <Flex gap={6} wrap="wrap" align="center">
          <span>{lastOrderOn ? formatDate(lastOrderOn) : 'Never'}</span>
          {customer.at_risk && (
            <Tooltip title={AT_RISK_HINT}>
              <Tag color="red">at risk</Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      title: 'Orders',
      ...sortable('order_count'),
      align: 'right',
      render: (count: number) => formatNumber(count),
    },
    {
      title: 'Revenue 12 m',
      ...sortable('revenue_12m'),
      align: 'right',
      render: (revenue: number) => formatMoney(revenue),
    },
    {
      title: 'Follow-up',
      key: 'follow_up_on',
      dataIndex: 'follow_up_on',
      render: (day: string | null) => formatDate(day),
    },
  ];
}
