import { Card, Col, Flex, formatDate, formatNumber, Row, Tag, Typography } from '@aide/ui-kit';
import type { OfferRecommendation } from '../api/recommendations-api';

export interface RecommendedOfferCardsProps {
  items: OfferRecommendation[];
}

/** The current offers that fit the customer, with why and the products of the offer they would buy. */
export function RecommendedOfferCards({ items }: RecommendedOfferCardsProps) {
  return (
    <Row gutter={[12, 12]}>
      {items.map(({ offer, products, reason }) => (
        <Col key={offer.id} xs={24} md={12}>
          <Card
            size="small"
            title={offer.title}
            extra={<Tag color="green">−{formatNumber(offer.discount_percent)}%</Tag>}
            style={{ height: '100%' }}
          >
            <Flex vertical gap={4}>
              {offer.ends_on && (
                <Typography.Text type="secondary">Until {formatDate(offer.ends_on)}</Typography.Text>
              )}
              <Typography.Text>{reason}</Typography.Text>
              {products.length > 0 && (
                <Typography.Text type="secondary">
                  {products.map((product) => product.name).join(', ')}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
