import { customerCitation, productCitation } from '../citations.js';
import { draftItemsEmail, draftWinBackEmail } from '../../outreach/draft-templates.js';
import { loadCustomer, loadProducts } from '../../outreach/outreach-data.js';
import { recommendProducts } from '../../recommend/index.js';
import { customerIdArgument, defineTool, optionalBoolean, requiredCustomerId } from './tool-args.js';

/** Products a drafted email proposes when none are given: the customer's top recommendations. */
const DRAFT_PRODUCTS = 3;

/**
 * Drafts (never sends) an email to one customer through the outreach feature: their recommended products with
 * current offers, or a win-back note for a customer who stopped ordering. The user edits it and sends it.
 */
export const draftEmail = defineTool({
  name: 'draft_email',
  description:
    'Drafts an email to one customer (not sent: the user edits and sends it): the products recommended for them ' +
    'with current offers, or with win_back true a note to a customer who stopped ordering. Find customer_id with ' +
    'search_customers. Show the draft to the user as it is.',
  properties: {
    customer_id: customerIdArgument,
    win_back: { type: 'boolean', description: 'A customer who stopped ordering: ask them back' },
  },
  required: ['customer_id'],
  async run({ tx, workspace }, args) {
    const customerId = requiredCustomerId(args);
    const customer = await loadCustomer(tx, workspace, customerId);
    const { items } = await recommendProducts(tx, workspace, { customerId, limit: DRAFT_PRODUCTS });
    const products = await loadProducts(
      tx,
      workspace,
      items.map((item) => item.product_id),
    );
    const sender = { name: workspace.displayName, organization: workspace.organizationName };
    const draft = optionalBoolean(args, 'win_back')
      ? draftWinBackEmail(
          customer.name,
          products.map((product) => ({ product })),
          sender,
        )
      : draftItemsEmail(
          customer.name,
          products.map((product) => ({ product })),
          sender,
        );
    return {
      data: {
        customer_id: customer.id,
        customer_name: customer.name,
        to: customer.email,
        subject: draft.subject,
        body: draft.body,
        items: products.map((product) => ({ product_id: product.id, sku: product.sku, name: product.name })),
        sent: false,
      },
      citations: [
        customerCitation(customer.id, customer.name),
        ...products.map((product) => productCitation(product.id, product.sku, product.name)),
      ],
    };
  },
});
