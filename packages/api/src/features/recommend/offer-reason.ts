import type { ActiveOffer, CatalogProduct } from './load-recommendation-data.js';
import { median, type SaleLine } from './sales-history.js';

/** Whether a product falls under a brand or category offer (same case-insensitive match as the catalogue). */
export function offerCovers(
  offer: Pick<ActiveOffer, 'target_type' | 'target_value'>,
  product: CatalogProduct,
): boolean {
  const value = offer.target_type === 'brand' ? product.brand : product.category;
  return value !== null && value.toLowerCase() === offer.target_value.toLowerCase();
}

function rhythm(days: number): string {
  if (days < 14) return `every ${days === 1 ? 'day' : `${days} days`}`;
  if (days < 60) return `every ${Math.round(days / 7)} weeks`;
  return `every ${Math.round(days / 30)} months`;
}

const percent = (value: number) => `${Number(value.toFixed(2))} %`;

const dayAndMonth = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * Why an offer fits the customer, from their own purchases of its brand or category up to `today` (a day number):
 * "Buys Beverages every 3 weeks — 15 % off until 15 Dec".
 */
export function offerReason(
  offer: ActiveOffer,
  customerLines: SaleLine[],
  catalog: Map<string, CatalogProduct>,
  today: number,
): string {
  const days = [
    ...new Set(
      customerLines
        .filter((line) => line.day <= today)
        .filter((line) => {
          const product = catalog.get(line.sku);
          return product !== undefined && offerCovers(offer, product);
        })
        .map((line) => line.day),
    ),
  ].sort((a, b) => a - b);
  const target = offer.target_value;
  let habit: string;
  if (days.length >= 2) {
    habit = `Buys ${target} ${rhythm(Math.round(median(days.slice(1).map((day, index) => day - (days[index] as number)))))}`;
  } else if (days.length === 1) {
    const ago = today - (days[0] as number);
    habit = `Bought ${target} ${ago === 0 ? 'today' : ago === 1 ? '1 day ago' : `${ago} days ago`}`;
  } else {
    habit = `Customers with similar purchases buy ${target}`;
  }
  return `${habit} — ${percent(offer.discount_percent)} off until ${dayAndMonth(offer.ends_on)}`;
}
