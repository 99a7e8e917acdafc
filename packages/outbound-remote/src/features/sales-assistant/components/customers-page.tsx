// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import MailOutlined from '@ant-design/icons/MailOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { useState } from 'react';
import { Button, Flex, Typography } from '@aide/ui-kit';
import { CreateCustomerFromTextModal } from './create-customer-from-text-modal';
import { CustomersListTable } from './customers-list-table';
import { OfferEmailModal } from './offer-email-modal';

/** My Customers (/sales-assistant): the searchable customer list, adding a customer from text, offer emails. */
export function CustomersPage() {
  const [createOpen, setCreateOpen] = useState(false);
  const [offerEmailOpen, setOfferEmailOpen] = useState(false);

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          My Customers
        </Typography.Title>
        <Flex gap={8} wrap="wrap">
          <Button icon={<MailOutlined />} onClick={() => setOfferEmailOpen(true)}>
            Email an offer
          </Button>
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setCreateOpen(true)}>
            New customer from text
          </Button>
        </Flex>
      </Flex>
      <CustomersListTable onCreateFromText={() => setCreateOpen(true)} />
      <CreateCustomerFromTextModal open={createOpen} onClose={() => setCreateOpen(false)} />
      <OfferEmailModal open={offerEmailOpen} onClose={() => setOfferEmailOpen(false)} />
    </>
  );
}
