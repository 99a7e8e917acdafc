import { defineTool } from './tool-args.js';

/** Values of each filterable dimension, at most this many per dimension. */
const MAX_VALUES = 200;

export interface SalesDimensions {
  segments: string[];
  cities: string[];
  brands: string[];
  categories: string[];
}

/**
 * The organization's segments, cities, brands and categories: the words a question may filter by. The built-in
 * analyst reads them before parsing a question (so "only wholesale" or a misspelt brand can be recognised).
 */
export const salesDimensions = defineTool({
  name: 'sales_dimensions',
  description:
    'The segments, cities, brands and categories of the organization (the values query_sales filters by).',
  properties: {},
  async run({ tx, workspace }) {
    const { rows } = await tx.query<SalesDimensions>(
      `select
         array(select distinct segment from public.aide_client_customers
                where organization_id = $1 and segment is not null order by 1 limit ${MAX_VALUES}) as segments,
         array(select distinct city from public.aide_client_customers
                where organization_id = $1 and city is not null order by 1 limit ${MAX_VALUES}) as cities,
         array(select distinct brand from public.aide_inventory_items
                where organization_id = $1 and brand is not null order by 1 limit ${MAX_VALUES}) as brands,
         array(select distinct category from public.aide_inventory_items
                where organization_id = $1 and category is not null order by 1 limit ${MAX_VALUES}) as categories`,
      [workspace.organizationId],
    );
    return { data: rows[0], citations: [] };
  },
});
