import type { Catalog, ForeignKey } from './catalog.js';
import { RestError } from './rest-error.js';

export interface Relationship {
  /** many-to-one (the parent holds the foreign key): an object; one-to-many: an array. */
  cardinality: 'many-to-one' | 'one-to-many';
  target: string;
  foreignKey: ForeignKey;
  /** Column pairs joining the embedded table (child) to the parent. */
  pairs: { child: string; parent: string }[];
}

const describe = (r: Relationship) => ({
  cardinality: r.cardinality,
  embedding: `${r.foreignKey.table} with ${r.foreignKey.refTable}`,
  relationship: `${r.foreignKey.name} using ${r.foreignKey.table}(${r.foreignKey.columns.join(', ')}) and ${r.foreignKey.refTable}(${r.foreignKey.refColumns.join(', ')})`,
});

/**
 * Finds how `name` embeds into `parent` through a foreign key, as PostgREST does: `name` is the other table,
 * a foreign key column of the parent, or a constraint name; `hint` (`rel!hint(...)`) picks among several.
 */
export function resolveRelationship(
  catalog: Catalog,
  parent: string,
  name: string,
  hint?: string,
): Relationship {
  const found: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    const single = fk.columns.length === 1 ? fk.columns[0] : undefined;
    if (fk.table === parent && (fk.refTable === name || single === name || fk.name === name)) {
      found.push({
        cardinality: 'many-to-one',
        target: fk.refTable,
        foreignKey: fk,
        pairs: fk.columns.map((column, i) => ({ parent: column, child: fk.refColumns[i] ?? column })),
      });
    }
    if (fk.refTable === parent && (fk.table === name || fk.name === name)) {
      found.push({
        cardinality: 'one-to-many',
        target: fk.table,
        foreignKey: fk,
        pairs: fk.columns.map((column, i) => ({ child: column, parent: fk.refColumns[i] ?? column })),
      });
    }
  }
  const matching = hint
    ? found.filter(
        (r) => r.foreignKey.name === hint || r.foreignKey.columns.includes(hint) || r.target === hint,
      )
    : found;
  if (matching.length === 1 && matching[0]) return matching[0];
  if (matching.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
    matching.map(describe),
    `Try changing '${name}' to one of the following: ${matching.map((r) => `'${name}!${r.foreignKey.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
