import { Link } from 'react-router-dom';
import {
  dateColumn,
  Flex,
  formatDate,
  moneyColumn,
  numberColumn,
  sortable,
  type ListColumns,
  Tag,
  Tooltip,
} from '@aide/ui-kit';
import { customerPath } from '../../../lib/route-paths';
import type { CustomerListItem } from '../api/customers-search-api';

const AT_RISK_HINT =
  'At least 3 orders, and the last one is more than twice the usual gap between orders (45 days at least) ago.';

/**
 * My Customers' columns; ServerTable shows the URL's sort on the sortable ones. On a phone's card: the name, the
 * company under it, the last order (and whether the customer is at risk) and the year's revenue.
 */
export function customersListColumns(): ListColumns<CustomerListItem> {
  const orDash = (value: string | null) => value || '—';

  return [
    {
      title: 'Name',
      card: 'title',
      ...sortable<CustomerListItem>('name'),
      ellipsis: true,
      // React renders the name as text: a name holding HTML shows literally.
      render: (name: string, customer) => <Link to={customerPath(customer.id)}>{name}</Link>,
    },
    {
      title: 'Company',
      card: 'subtitle',
      key: 'company',
      dataIndex: 'company',
      ellipsis: true,
      render: orDash,
    },
    // Below 1,200 px the table keeps to the columns that matter (the card shows every one on a phone).
    { title: 'Segment', key: 'segment', dataIndex: 'segment', optional: true, render: orDash },
    {
      title: 'Last order',
      card: 'figure',
      ...sortable<CustomerListItem>('last_order_on'),
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
    numberColumn('Orders', 'order_count', { sorter: true }),
    moneyColumn('Revenue 12 m', 'revenue_12m', { sorter: true, card: 'figure' }),
    dateColumn('Follow-up', 'follow_up_on', { optional: true }),
  ];
}
