// An organization's names for parser tests, without a database: the same entity index find_names builds.
import type { NameLists } from '../../parse/entity-mentions.js';
import { tokenize } from '../../parse/tokens.js';
import { EntityIndex, type EntityRow } from '../../../entities/entity-index.js';

export interface TestNames extends NameLists {
  customers?: { id: string; name: string; company?: string }[];
  companies?: string[];
  products?: { id: string; name: string; sku: string }[];
}

export function testNames(names: TestNames) {
  const rows: EntityRow[] = [
    ...names.segments.map((value) => ({ kind: 'segment' as const, value, label: value })),
    ...names.cities.map((value) => ({ kind: 'city' as const, value, label: value })),
    ...names.brands.map((value) => ({ kind: 'brand' as const, value, label: value })),
    ...names.categories.map((value) => ({ kind: 'category' as const, value, label: value })),
    ...(names.companies ?? []).map((value) => ({ kind: 'company' as const, value, label: value })),
    ...(names.customers ?? []).map((c) => ({
      kind: 'customer' as const,
      value: c.id,
      label: c.name,
      detail: c.company ?? null,
    })),
    ...(names.products ?? []).map((p) => ({
      kind: 'product' as const,
      value: p.id,
      label: p.name,
      detail: p.sku,
    })),
  ];
  const index = new EntityIndex(rows);
  const { segments, cities, brands, categories } = names;
  return {
    names: (text: string) => index.find(tokenize(text)),
    dimensions: { segments, cities, brands, categories },
  };
}
