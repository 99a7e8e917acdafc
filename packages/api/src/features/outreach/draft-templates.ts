// The assistant's drafts: deterministic templates the user edits before sending. Plain text only; the
// HTML part is derived from it with escaping (mail/mailer.ts htmlFromText).
import type { OutreachOffer, OutreachProduct } from './outreach-data.js';

export interface Sender {
  name: string;
  organization: string;
}

export interface Draft {
  subject: string;
  body: string;
}

/** The placeholder a segment email's body and subject may use; replaced per recipient when sending. */
export const FIRST_NAME_PLACEHOLDER = '{{first_name}}';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "Maria" from "Maria Anders"; "there" when the name gives nothing usable. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'there';
}

export function fillFirstName(text: string, fullName: string): string {
  return text.split(FIRST_NAME_PLACEHOLDER).join(firstName(fullName));
}

/** "Oak chair (CH-100): $129.00, now $116.10 with our current 10% offer" */
function productLine(product: OutreachProduct, quantity?: number): string {
  const amount = quantity ? `${quantity} × ` : '';
  let line = `- ${product.name} (${product.sku})`;
  if (product.price === null) return `${line}${quantity ? `, ${quantity} units` : ''}`;
  line += `: ${amount}${usd.format(product.price)}`;
  if (product.discount_percent) {
    const offerPrice = Math.round(product.price * (100 - product.discount_percent)) / 100;
    line += `, now ${usd.format(offerPrice)} with our current ${product.discount_percent}% offer`;
  }
  return line;
}

const signature = (sender: Sender) => `Best regards,\n${sender.name}\n${sender.organization}`;

export function draftItemsEmail(
  customerName: string,
  items: { product: OutreachProduct; quantity?: number }[],
  sender: Sender,
): Draft {
  const lines = items.map(({ product, quantity }) => productLine(product, quantity));
  return {
    subject: `${items.length === 1 ? 'An item' : 'A few items'} picked for you, ${firstName(customerName)}`,
    body: [
      `Hi ${firstName(customerName)},`,
      `Based on your recent orders, I picked ${items.length === 1 ? 'an item' : 'a few items'} I think you will want to restock:`,
      lines.join('\n'),
      'Reply to this email with the quantities you would like and I will reserve them and send you a quote today.',
      signature(sender),
    ].join('\n\n'),
  };
}

/** To a customer who stopped ordering: a short note that asks how they are, with what they may need again. */
export function draftWinBackEmail(
  customerName: string,
  items: { product: OutreachProduct }[],
  sender: Sender,
): Draft {
  const lines = items.map(({ product }) => productLine(product));
  return {
    subject: `It has been a while, ${firstName(customerName)}`,
    body: [
      `Hi ${firstName(customerName)},`,
      'We have not seen an order from you in a while, and I wanted to check in: is there anything we could do better for you?',
      ...(lines.length
        ? [`In case you are running low, these are in stock for you now:\n${lines.join('\n')}`]
        : []),
      'Reply to this email and I will put an order or a quote together for you today.',
      signature(sender),
    ].join('\n\n'),
  };
}

export function draftOfferEmail(
  target: { target_type: 'brand' | 'category'; target_value: string },
  offer: OutreachOffer | null,
  products: OutreachProduct[],
  sender: Sender,
): Draft {
  const what = target.target_type === 'brand' ? `${target.target_value} products` : target.target_value;
  const news = offer
    ? `Since you have ordered ${what} from us this year, I wanted you to hear it first: ${offer.discount_percent}% off ${what} until ${offer.ends_on} (${offer.title}).`
    : `Since you have ordered ${what} from us this year, here is what we have in stock for you right now.`;
  const list =
    products.length > 0 ? `In stock now:\n${products.map((p) => productLine(p)).join('\n')}` : null;
  return {
    subject: offer ? `${offer.discount_percent}% off ${what}` : `${what} in stock for you`,
    body: [
      `Hi ${FIRST_NAME_PLACEHOLDER},`,
      news,
      list,
      'Reply to this email with what you need and I will put the order together for you.',
      signature(sender),
    ]
      .filter((part): part is string => part !== null)
      .join('\n\n'),
  };
}
