import { Empty, Flex, formatDate, formatMoney, Typography } from '@aide/ui-kit';
import type { Dashboard } from '../api/dashboard-api';

export interface AtRiskCustomersListProps {
  customers: Dashboard['at_risk_customers'];
}

/** Customers who bought in the previous period and not in this one: the ones to call first. */
export function AtRiskCustomersList({ customers }: AtRiskCustomersListProps) {
  if (customers.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No customers at risk in this period." />;
  }
  return (
    <ul aria-label="At-risk customers" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {customers.map((customer) => (
        <li key={customer.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <Flex justify="space-between" gap={8} wrap="wrap">
            <div>
              <Typography.Text strong>{customer.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                Last order {formatDate(customer.last_order_on)}
              </Typography.Text>
            </div>
            <Typography.Text type="secondary">
              {formatMoney(customer.previous_revenue)} last period
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
