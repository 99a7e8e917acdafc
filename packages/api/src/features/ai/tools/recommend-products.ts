import { recommendProducts as recommend } from '../../recommend/index.js';
import {
  customerIdArgument,
  defineTool,
  optionalInteger,
  requiredCustomerId,
  ToolArgumentError,
} from './tool-args.js';

export const recommendProducts = defineTool({
  name: 'recommend_products',
  description:
    'Products to offer one customer (in stock, current offers applied), each with its reasons: bought by ' +
    'customers who buy the same products, or due for a reorder. Find the customer_id with search_customers.',
  properties: {
    customer_id: customerIdArgument,
    limit: { type: 'integer', minimum: 1, maximum: 20, description: 'Default 5' },
  },
  required: ['customer_id'],
  async run({ tx, workspace }, args) {
    const customerId = requiredCustomerId(args);
    const limit = optionalInteger(args, 'limit', { min: 1, max: 20 }) ?? 5;
    const { rows } = await tx.query<{ name: string }>(
      'select name from public.aide_client_customers where organization_id = $1 and id = $2',
      [workspace.organizationId, customerId],
    );
    if (!rows[0]) throw new ToolArgumentError('No customer with that id in this organization.');
    const { items, citations } = await recommend(tx, workspace, { customerId, limit });
    return { data: { customer: { id: customerId, name: rows[0].name }, recommendations: items }, citations };
  },
});
