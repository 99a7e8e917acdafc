import { customerCitation } from '../citations.js';
import { searchPattern } from '../../../workspace/paging.js';
import { atRiskSql, CUSTOMER_COLUMNS, type CustomerRow } from './customer-columns.js';
import {
  MAX_TOOL_ROWS,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalString,
  defineTool,
} from './tool-args.js';

const SORTS = ['revenue_12m', 'lifetime_revenue', 'last_order_on', 'name'] as const;
const ORDER: Record<(typeof SORTS)[number], string> = {
  revenue_12m: 'c.revenue_12m desc',
  lifetime_revenue: 'c.lifetime_revenue desc',
  last_order_on: 'c.last_order_on desc nulls last',
  name: 'lower(c.name) asc',
};

export const searchCustomers = defineTool({
  name: 'search_customers',
  description:
    "Finds the organization's customers by name, email or company (case-insensitive substring), segment or " +
    'at-risk status (stopped ordering), with their order statistics. Returns up to 50 customers and the total.',
  properties: {
    query: { type: 'string', description: 'Substring of the name, email or company' },
    segment: { type: 'string', description: 'e.g. Enterprise, Mid-market, Small business, Consumer' },
    at_risk: { type: 'boolean', description: 'Only customers who stopped ordering' },
    sort: {
      type: 'string',
      enum: [...SORTS],
      description: 'Default revenue_12m (revenue of the last 12 months)',
    },
    limit: { type: 'integer', minimum: 1, maximum: MAX_TOOL_ROWS, description: 'Default 10' },
  },
  async run({ tx, workspace, today }, args) {
    const query = optionalString(args, 'query');
    const segment = optionalString(args, 'segment');
    const atRisk = optionalBoolean(args, 'at_risk');
    const sort = optionalEnum(args, 'sort', SORTS) ?? 'revenue_12m';
    const limit = optionalInteger(args, 'limit', { min: 1, max: MAX_TOOL_ROWS }) ?? 10;
    const where = `c.organization_id = $1
      and ($2::text is null or c.id in (select aide_private.search_customer_ids($1, $2)))
      and ($3::text is null or lower(c.segment) = lower($3))
      and ($4::boolean is null or ${atRiskSql('$5')} = $4)`;
    const params = [workspace.organizationId, searchPattern(query), segment ?? null, atRisk ?? null, today];
    const { rows: totals } = await tx.query<{ total: number }>(
      `select count(*)::int as total from public.aide_client_customers c where ${where}`,
      params,
    );
    const { rows } = await tx.query<CustomerRow>(
      `select ${CUSTOMER_COLUMNS}, ${atRiskSql('$5')} as at_risk
         from public.aide_client_customers c where ${where}
        order by ${ORDER[sort]}, c.id limit $6`,
      [...params, limit],
    );
    return {
      data: { customers: rows, total: totals[0]?.total ?? 0 },
      citations: rows.map((row) => customerCitation(row.id, row.name)),
    };
  },
});
