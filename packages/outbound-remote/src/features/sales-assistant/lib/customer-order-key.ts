import type { CustomerOrder } from '../api/customer-detail-api';

/**
 * An order's key on the page and in links: its order_ref, else its day (an order without a reference is
 * the customer's sales of that day), matching the `?order=` of citation hrefs.
 */
export function customerOrderKey(order: CustomerOrder): string {
  return order.order_ref ?? order.sold_on;
}

/** The order a `?order=<ref or YYYY-MM-DD>` points at: a reference first, else the newest order of that day. */
export function findCitedOrder(orders: CustomerOrder[], cited: string | null): CustomerOrder | undefined {
  if (!cited) return undefined;
  return orders.find((order) => order.order_ref === cited) ?? orders.find((order) => order.sold_on === cited);
}
