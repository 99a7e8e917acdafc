import type { ProductFields } from '@aide/rules';
import { productCitation } from '../citations.js';
import { searchPattern } from '../../../workspace/paging.js';
import { MAX_TOOL_ROWS, optionalBoolean, optionalInteger, optionalString, defineTool } from './tool-args.js';

export interface InventoryRow extends ProductFields {
  id: string;
}

export const inventoryLookup = defineTool({
  name: 'inventory_lookup',
  description:
    "The organization's products with stock on hand: search by SKU, name, brand or category, products below " +
    'a stock level, or out of stock. Low-stock lists come lowest stock first. Returns up to 50 and the total.',
  properties: {
    search: { type: 'string', description: 'Substring of SKU, name, brand or category' },
    below: { type: 'integer', minimum: 1, description: 'Only products with fewer units on hand than this' },
    brand: { type: 'string' },
    category: { type: 'string' },
    out_of_stock: { type: 'boolean', description: 'Only products with nothing on hand' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_TOOL_ROWS, description: 'Default 20' },
  },
  async run({ tx, workspace }, args) {
    const search = optionalString(args, 'search');
    const below = optionalInteger(args, 'below', { min: 1, max: 1_000_000_000 });
    const brand = optionalString(args, 'brand');
    const category = optionalString(args, 'category');
    const outOfStock = optionalBoolean(args, 'out_of_stock') ?? false;
    const limit = optionalInteger(args, 'limit', { min: 1, max: MAX_TOOL_ROWS }) ?? 20;
    const where = `p.organization_id = $1
      and ($2::text is null or p.id in (select aide_private.search_product_ids($1, $2)))
      and ($3::int is null or p.quantity_on_hand < $3)
      and ($4::text is null or lower(p.brand) = lower($4))
      and ($5::text is null or lower(p.category) = lower($5))
      and (not $6::boolean or p.quantity_on_hand <= 0)`;
    const params = [
      workspace.organizationId,
      searchPattern(search),
      below ?? null,
      brand ?? null,
      category ?? null,
      outOfStock,
    ];
    const stockFirst = below !== undefined || outOfStock;
    const { rows: totals } = await tx.query<{ total: number }>(
      `select count(*)::int as total from public.aide_inventory_items p where ${where}`,
      params,
    );
    const { rows } = await tx.query<InventoryRow>(
      `select p.id, p.sku, p.name, p.brand, p.category, p.price::float8 as price, p.quantity_on_hand
         from public.aide_inventory_items p where ${where}
        order by ${stockFirst ? 'p.quantity_on_hand asc, lower(p.name)' : 'lower(p.name)'}, p.id limit $7`,
      [...params, limit],
    );
    return {
      data: { products: rows, total: totals[0]?.total ?? 0 },
      citations: rows.map((row) => productCitation(row.id, row.sku, row.name)),
    };
  },
});
