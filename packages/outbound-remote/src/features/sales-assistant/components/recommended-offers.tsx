import { useState, type Key } from 'react';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Card, Divider, Empty, Flex, Skeleton, Tooltip, Typography } from '@aide/ui-kit';
import { LoadErrorAlert } from '@aide/shared-auth';
import {
  useGetOfferRecommendationsQuery,
  useGetProductRecommendationsQuery,
} from '../api/recommendations-api';
import { PreselectedEmailModal } from './preselected-email-modal';
import { PreselectedSentEmails } from './preselected-sent-emails';
import { RecommendedOfferCards } from './recommended-offer-cards';
import { RecommendedProductsTable } from './recommended-products-table';

export interface RecommendedOffersProps {
  customerId: string;
  customerEmail: string | null;
}

/** What to offer the customer next, an email of the chosen products, and the emails already sent. */
export function RecommendedOffers({ customerId, customerEmail }: RecommendedOffersProps) {
  const products = useGetProductRecommendationsQuery(customerId);
  const offers = useGetOfferRecommendationsQuery(customerId);
  const [selectedIds, setSelectedIds] = useState<Key[]>([]);
  const [emailOpen, setEmailOpen] = useState(false);

  const items = products.data?.items ?? [];
  const selectedItems = items
    .filter((item) => selectedIds.includes(item.product_id))
    .map((item) => ({ product_id: item.product_id, quantity: item.suggested_quantity }));

  const emailButton = (
    <Button
      type="primary"
      icon={<MailOutlined />}
      disabled={selectedItems.length === 0 || !customerEmail}
      onClick={() => setEmailOpen(true)}
    >
      Email these items{selectedItems.length > 0 ? ` (${selectedItems.length})` : ''}
    </Button>
  );

  return (
    <Card
      title="Recommended offers"
      extra={
        customerEmail ? (
          emailButton
        ) : (
          <Tooltip title="Add the customer's email first (write a note with it, then confirm).">
            {emailButton}
          </Tooltip>
        )
      }
    >
      {products.error ? (
        <LoadErrorAlert
          error={products.error}
          fallback="The recommendations could not be loaded."
          onRetry={products.refetch}
        />
      ) : products.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : items.length === 0 ? (
        <Empty description="Nothing to recommend yet: this customer needs some orders, and the products need stock." />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Tick products to email them to the customer.
          </Typography.Paragraph>
          <RecommendedProductsTable items={items} selectedIds={selectedIds} onSelect={setSelectedIds} />
        </>
      )}
      <Divider titlePlacement="start">Current offers for this customer</Divider>
      {offers.error ? (
        <LoadErrorAlert
          error={offers.error}
          fallback="The offers could not be loaded."
          onRetry={offers.refetch}
        />
      ) : offers.isLoading || !offers.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : offers.data.items.length === 0 ? (
        <Empty description="No current offer fits this customer. Create one on the Inventory page." />
      ) : (
        <RecommendedOfferCards items={offers.data.items} />
      )}
      <Divider titlePlacement="start">Sent emails</Divider>
      <Flex vertical>
        <PreselectedSentEmails customerId={customerId} />
      </Flex>
      <PreselectedEmailModal
        open={emailOpen}
        customerId={customerId}
        items={selectedItems}
        onClose={() => setEmailOpen(false)}
      />
    </Card>
  );
}
