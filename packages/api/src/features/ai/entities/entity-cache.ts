// The entity index of each organization, kept in memory and used again while the organization's names version
// is unchanged: customers or products added or removed, or a name, company, city, segment, SKU, brand or
// category changed, bump it (statement triggers, migration 20261129000200), so an import is seen by the next
// question on every replica, and no question scans the tables for names. Sales, offers and the statistics job
// leave it alone: a large organization's 125,000 names are not read again after each sales upload.
import type { Queryable } from '../../../db/db.js';
import type { NameLists } from '../analyst/parse/entity-mentions.js';
import { createOrganizationVersionCache } from '../../../workspace/organization-version-cache.js';
import { EntityIndex, type EntityRow } from './entity-index.js';

/**
 * Organizations whose index is kept, and names in all (a large organization's 125,000 take about 63 MB): beyond
 * either the least recently used are dropped. A thousand small organizations fit; 32 did not hold the 50
 * organizations asking at once in the load (pnpm bench --only scale-load), so each question read its names again.
 */
const MAX_ORGANIZATIONS = 1_000;
const MAX_KEPT_NAMES = 500_000;
/** Names read per organization at most. */
const MAX_NAMES = 250_000;

export interface OrganizationNames {
  index: EntityIndex;
  /** Names read. */
  size: number;
  dimensions: NameLists;
  /** Whether the organization has this value (a name compared lower-case, or an id) of a kind. */
  has(kind: EntityRow['kind'], value: string): boolean;
}

const NAMES_SQL = `
  select 'customer' as kind, c.id::text as value, c.name as label, c.company as detail
    from public.aide_client_customers c where c.organization_id = $1
  union all
  select distinct 'company', c.company, c.company, null from public.aide_client_customers c
   where c.organization_id = $1 and c.company is not null
  union all
  select distinct 'city', c.city, c.city, null from public.aide_client_customers c
   where c.organization_id = $1 and c.city is not null
  union all
  select distinct 'segment', c.segment, c.segment, null from public.aide_client_customers c
   where c.organization_id = $1 and c.segment is not null
  union all
  select 'product', p.id::text, p.name, p.sku from public.aide_inventory_items p where p.organization_id = $1
  union all
  select distinct 'brand', p.brand, p.brand, null from public.aide_inventory_items p
   where p.organization_id = $1 and p.brand is not null
  union all
  select distinct 'category', p.category, p.category, null from public.aide_inventory_items p
   where p.organization_id = $1 and p.category is not null
  limit ${MAX_NAMES}`;

async function loadNames(tx: Queryable, organizationId: string): Promise<OrganizationNames> {
  const { rows } = await tx.query<EntityRow>(NAMES_SQL, [organizationId]);
  const values = (kind: EntityRow['kind']) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => row.label)
      .sort();
  const known = new Set(rows.map((row) => `${row.kind} ${row.value.toLowerCase()}`));
  return {
    index: new EntityIndex(rows),
    size: rows.length,
    has: (kind, value) => known.has(`${kind} ${value.toLowerCase()}`),
    dimensions: {
      segments: values('segment'),
      cities: values('city'),
      brands: values('brand'),
      categories: values('category'),
    },
  };
}

export function createEntityCache(maxOrganizations = MAX_ORGANIZATIONS) {
  const cached = createOrganizationVersionCache<OrganizationNames>({
    maxOrganizations,
    versionFunction: 'names_version',
    weight: { of: (names) => names.size, max: MAX_KEPT_NAMES },
  });
  /** The organization's index, read again only when its data version changed. Runs in the caller's transaction. */
  return (tx: Queryable, organizationId: string): Promise<OrganizationNames> =>
    cached(tx, organizationId, () => loadNames(tx, organizationId));
}

/** The API's one cache (one per process). */
export const organizationNames = createEntityCache();
