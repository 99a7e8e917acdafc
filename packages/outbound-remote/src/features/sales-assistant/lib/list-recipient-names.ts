import { formatNumber } from '@aide/ui-kit';
import type { OfferEmailRecipient } from '../api/offer-email-api';

const SHOWN = 10;

/** "Maria, Ana, Thomas and 47 more": the first names of the first recipients, then how many others. */
export function listRecipientNames(recipients: OfferEmailRecipient[], total: number): string {
  const names = recipients
    .slice(0, SHOWN)
    .map((recipient) => recipient.name.trim().split(/\s+/)[0] || recipient.email);
  const others = total - names.length;
  if (others <= 0)
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
  return `${names.join(', ')} and ${formatNumber(others)} more`;
}
