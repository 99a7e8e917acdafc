import { Card, Descriptions, Space, Tag, Typography } from '@aide/ui-kit';
import type { CustomerProfile } from '../api/customer-detail-api';

export interface CustomerDetailContactProps {
  customer: CustomerProfile;
}

/** How to reach the customer, and what they said they are interested in. */
export function CustomerDetailContact({ customer }: CustomerDetailContactProps) {
  const { email, phone } = customer;
  return (
    <Card title="Contact" style={{ height: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'email', label: 'Email', children: email ? <a href={`mailto:${email}`}>{email}</a> : '—' },
          {
            key: 'phone',
            label: 'Phone',
            children: phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : '—',
          },
          { key: 'city', label: 'City', children: customer.city ?? '—' },
          {
            key: 'interests',
            label: 'Interests',
            children:
              customer.interests.length > 0 ? (
                <Space wrap size={[4, 4]}>
                  {customer.interests.map((interest) => (
                    <Tag key={interest}>{interest}</Tag>
                  ))}
                </Space>
              ) : (
                <Typography.Text type="secondary">None yet: write a note to add some.</Typography.Text>
              ),
          },
        ]}
      />
    </Card>
  );
}
