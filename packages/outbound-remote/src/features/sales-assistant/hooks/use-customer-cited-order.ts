import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CustomerOrder } from '../api/customer-detail-api';
import { customerOrderKey, findCitedOrder } from '../lib/customer-order-key';

/**
 * The order named by `?order=` (citations link there): its key, scrolled into view once the orders table
 * has rendered it.
 */
export function useCustomerCitedOrder(orders: CustomerOrder[]): string | undefined {
  const [searchParams] = useSearchParams();
  const cited = findCitedOrder(orders, searchParams.get('order'));
  const citedKey = cited ? customerOrderKey(cited) : undefined;

  useEffect(() => {
    if (!citedKey) return;
    const row = Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]')).find(
      (element) => element.dataset.rowKey === citedKey,
    );
    // jsdom has no scrollIntoView.
    row?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [citedKey]);

  return citedKey;
}
