import type { OfferInput } from '../../offers/offers-store.js';
import { defineTool } from './tool-args.js';

export interface OfferRow extends OfferInput {
  id: string;
  product_count: number;
}

export const currentOffers = defineTool({
  name: 'current_offers',
  description:
    'The offers active today (a discount on a brand or a category), with how many products each applies to.',
  properties: {},
  async run({ tx, workspace, today }) {
    const { rows } = await tx.query<OfferRow>(
      `select o.id, o.title, o.target_type, o.target_value, o.discount_percent::float8 as discount_percent,
              to_char(o.starts_on, 'YYYY-MM-DD') as starts_on, to_char(o.ends_on, 'YYYY-MM-DD') as ends_on,
              (select count(*)::int from public.aide_inventory_items p
                where p.organization_id = o.organization_id
                  and lower(case o.target_type when 'brand' then p.brand else p.category end) = lower(o.target_value))
                as product_count
         from public.aide_offers o
        where o.organization_id = $1 and $2::date between o.starts_on and o.ends_on
        order by o.ends_on, o.title limit 50`,
      [workspace.organizationId, today],
    );
    return { data: { offers: rows }, citations: [] };
  },
});
