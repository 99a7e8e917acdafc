import type { Citation } from './chat-types.js';

/** The JSON schema of a Citation, for every route that returns citations. */
export const citationSchema = {
  type: 'object',
  required: ['type', 'id', 'label', 'href'],
  properties: {
    type: { type: 'string', enum: ['customer', 'product', 'order'] },
    id: { type: 'string' },
    label: { type: 'string' },
    href: { type: 'string' },
  },
} as const;

/** The one place app links are made for cited rows (docs/ai-employee-api.md "Citations"). */
export function buildHref(
  type: Citation['type'],
  id: string,
  extra?: { sku?: string; order?: string },
): string {
  switch (type) {
    case 'customer':
      return `/sales-assistant/customers/${encodeURIComponent(id)}`;
    case 'product':
      return `/inventory?search=${encodeURIComponent(extra?.sku ?? id)}`;
    case 'order': {
      const [customerId = id] = id.split(':');
      const order = extra?.order ?? id.slice(customerId.length + 1);
      return `/sales-assistant/customers/${encodeURIComponent(customerId)}?order=${encodeURIComponent(order)}`;
    }
  }
}

export const customerCitation = (id: string, name: string): Citation => ({
  type: 'customer',
  id,
  label: name,
  href: buildHref('customer', id),
});

export const productCitation = (id: string, sku: string, name: string): Citation => ({
  type: 'product',
  id,
  label: `${name} (${sku})`,
  href: buildHref('product', id, { sku }),
});

/** An order is a customer's (order reference or day); `order` is the reference, else YYYY-MM-DD. */
export const orderCitation = (customerId: string, order: string, label: string): Citation => ({
  type: 'order',
  id: `${customerId}:${order}`,
  label,
  href: buildHref('order', `${customerId}:${order}`, { order }),
});

/** De-duplicates citations by type and id, keeping the first (answers cite a row once). */
export function uniqueCitations(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    const key = `${citation.type}:${citation.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Escapes text for Markdown so a name such as `<b>x</b>` or `[a](b)` shows literally. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+\-.!|~]/g, (char) => `\\${char}`);
}

/** `[label](href)` with the label escaped. */
export const markdownLink = (label: string, href: string) => `[${escapeMarkdown(label)}](${href})`;
