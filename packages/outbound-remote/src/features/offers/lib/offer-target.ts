import type { OfferTargetType } from '../api/offers-api';

/** `Brand: Acme` / `Category: Tools`, how an offer's reach reads everywhere. */
export function offerTargetLabel(type: OfferTargetType, value: string): string {
  return `${type === 'brand' ? 'Brand' : 'Category'}: ${value}`;
}
