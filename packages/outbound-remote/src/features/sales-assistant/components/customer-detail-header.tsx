import { Link } from 'react-router-dom';
import { Breadcrumb, Flex, formatDate, Space, Tag, Typography } from '@aide/ui-kit';
import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import type { CustomerProfile } from '../api/customer-detail-api';

export interface CustomerDetailHeaderProps {
  customer: CustomerProfile;
  atRisk: boolean;
}

/** Breadcrumb and the customer's name, company, job title, segment, at-risk flag and follow-up date. */
export function CustomerDetailHeader({ customer, atRisk }: CustomerDetailHeaderProps) {
  const role = [customer.job_title, customer.company].filter(Boolean).join(' at ');
  return (
    <Flex vertical gap={4}>
      {/* Names are rendered as React text, never as HTML. */}
      <Breadcrumb
        items={[
          { title: <Link to={OUTBOUND_ROUTES.salesAssistant}>My Customers</Link> },
          { title: customer.name },
        ]}
      />
      <Typography.Title level={1} style={{ margin: 0 }}>
        {customer.name}
      </Typography.Title>
      {role && <Typography.Text type="secondary">{role}</Typography.Text>}
      <Space wrap size={[4, 4]}>
        {customer.segment && <Tag color="blue">{customer.segment}</Tag>}
        {atRisk && <Tag color="volcano">At risk</Tag>}
        {customer.follow_up_on && <Tag color="gold">Follow up {formatDate(customer.follow_up_on)}</Tag>}
      </Space>
    </Flex>
  );
}
