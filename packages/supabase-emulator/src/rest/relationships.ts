import type { ForeignKey, Table } from './catalog.js';
import { closest } from './fuzzy.js';
import { RestError } from './rest-error.js';
import type { ViewColumnSource } from './view-columns.js';

export interface Junction {
  table: string;
  sourceConstraint: string;
  targetConstraint: string;
  /** (source column, junction column) pairs. */
  sourceColumns: [string, string][];
  /** (target column, junction column) pairs. */
  targetColumns: [string, string][];
}

/**
 * One way to embed `target` into `source`, as PostgREST models it: many-to-one (the source holds the foreign
 * key), one-to-many (its inverse), one-to-one (a foreign key that is also unique) and many-to-many (through a
 * junction table whose primary key holds foreign keys to both ends).
 */
export interface Relationship {
  kind: 'm2o' | 'o2m' | 'o2o' | 'm2m';
  source: string;
  target: string;
  constraint: string;
  /** (source column, target column) pairs; empty for many-to-many. */
  columns: [string, string][];
  junction?: Junction;
  isSelf: boolean;
  targetIsView: boolean;
}

export const isToOne = (r: Relationship) => r.kind === 'm2o' || r.kind === 'o2o';

const swap = (pairs: [string, string][]): [string, string][] => pairs.map(([a, b]) => [b, a]);

/** Foreign keys re-expressed for views whose columns are plain copies of the key columns. */
function viewForeignKeys(fks: ForeignKey[], sources: ViewColumnSource[]): ForeignKey[] {
  const viewsOf = (table: string, columns: string[]) => {
    const views = new Map<string, string[]>();
    for (const view of new Set(sources.filter((s) => s.sourceTable === table).map((s) => s.view))) {
      const mapped = columns.map(
        (c) =>
          sources.find((s) => s.view === view && s.sourceTable === table && s.sourceColumn === c)?.column,
      );
      if (mapped.every((c): c is string => c !== undefined)) views.set(view, mapped);
    }
    return views;
  };
  const derived: ForeignKey[] = [];
  for (const fk of fks) {
    const froms = viewsOf(fk.table, fk.columns);
    const tos = viewsOf(fk.refTable, fk.refColumns);
    for (const [view, columns] of froms) derived.push({ ...fk, table: view, columns });
    for (const [view, refColumns] of tos) derived.push({ ...fk, refTable: view, refColumns });
    for (const [view, columns] of froms) {
      for (const [refView, refColumns] of tos)
        derived.push({ ...fk, table: view, columns, refTable: refView, refColumns });
    }
  }
  return derived;
}

/** Every relationship of one schema, built once per schema cache load. */
export function buildRelationships(
  tables: Map<string, Table>,
  tableKeys: ForeignKey[],
  viewSources: ViewColumnSource[],
): Relationship[] {
  const isView = (name: string) => tables.get(name)?.isView ?? false;
  const direct: Relationship[] = [...tableKeys, ...viewForeignKeys(tableKeys, viewSources)].map((fk) => ({
    kind: fk.oneToOne ? 'o2o' : 'm2o',
    source: fk.table,
    target: fk.refTable,
    constraint: fk.name,
    columns: fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i] ?? c]),
    isSelf: fk.table === fk.refTable,
    targetIsView: isView(fk.refTable),
  }));
  const inverse = direct.map((r): Relationship => ({
    ...r,
    kind: r.kind === 'm2o' ? 'o2m' : 'o2o',
    source: r.target,
    target: r.source,
    columns: swap(r.columns),
    targetIsView: isView(r.source),
  }));
  const manyToMany: Relationship[] = [];
  for (const a of direct) {
    for (const b of direct) {
      if (a.kind !== 'm2o' || b.kind !== 'm2o' || a.source !== b.source || a.constraint === b.constraint)
        continue;
      const key = new Set(tables.get(a.source)?.primaryKey ?? []);
      if (![...a.columns, ...b.columns].every(([junctionColumn]) => key.has(junctionColumn))) continue;
      manyToMany.push({
        kind: 'm2m',
        source: a.target,
        target: b.target,
        constraint: a.source,
        columns: [],
        junction: {
          table: a.source,
          sourceConstraint: a.constraint,
          targetConstraint: b.constraint,
          sourceColumns: swap(a.columns),
          targetColumns: swap(b.columns),
        },
        isSelf: a.target === b.target,
        targetIsView: isView(b.target),
      });
    }
  }
  return [...direct, ...inverse, ...manyToMany];
}

const CARDINALITY = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' };
const list = (columns: string[]) => `(${columns.join(', ')})`;

/** PostgREST's description of a candidate in PGRST201 details. */
function describe(r: Relationship) {
  const relationship = r.junction
    ? `${r.junction.table} using ${r.junction.sourceConstraint}${list(r.junction.sourceColumns.map((c) => c[1]))} and ${r.junction.targetConstraint}${list(r.junction.targetColumns.map((c) => c[1]))}`
    : `${r.constraint} using ${r.source}${list(r.columns.map((c) => c[0]))} and ${r.target}${list(r.columns.map((c) => c[1]))}`;
  return { cardinality: CARDINALITY[r.kind], embedding: `${r.source} with ${r.target}`, relationship };
}

const singleSource = (r: Relationship) => (r.columns.length === 1 ? r.columns[0]?.[0] : undefined);
const singleTarget = (r: Relationship) => (r.columns.length === 1 ? r.columns[0]?.[1] : undefined);

/** PostgREST's findRel: which relationships `name` (with an optional `!hint`) can mean from `source`. */
function candidates(rels: Relationship[], source: string, name: string, hint?: string): Relationship[] {
  return rels.filter((r) => {
    if (r.source !== source) return false;
    if (r.isSelf && r.kind !== 'm2m') {
      // A self-reference is one foreign key read both ways: the table name gives the children (one-to-many),
      // the column name the parent (many-to-one).
      if (hint === undefined) {
        return (r.target === name && r.kind === 'o2m') || (singleSource(r) === name && r.kind === 'm2o');
      }
      return r.target === name && r.kind === 'o2m' && singleTarget(r) === hint;
    }
    if (hint === undefined) {
      return (
        r.target === name ||
        (!r.targetIsView && r.kind !== 'm2m' && (r.constraint === name || singleSource(r) === name))
      );
    }
    return (
      r.target === name &&
      (r.kind === 'm2m'
        ? r.junction?.table === hint
        : r.constraint === hint || singleSource(r) === hint || singleTarget(r) === hint)
    );
  });
}

/** The one relationship `name!hint` means from `source`, or PostgREST's PGRST200 / PGRST201. */
export function findRelationship(
  schema: string,
  rels: Relationship[],
  source: string,
  name: string,
  hint?: string,
): Relationship {
  const found = candidates(rels, source, name, hint);
  if (found.length === 1 && found[0]) return found[0];
  if (found.length === 0) {
    const fromSource = rels.filter((r) => r.source === source);
    const targets = new Set(fromSource.map((r) => r.target));
    // A known target with no match means the hint is wrong: PostgREST suggests nothing then.
    const suggestion = !fromSource.length
      ? closest(source, new Set(rels.map((r) => r.source)))
      : targets.has(name)
        ? undefined
        : closest(name, targets);
    const hintText = suggestion
      ? `Perhaps you meant '${suggestion}' instead of '${fromSource.length ? name : source}'.`
      : null;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${source}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
      hintText,
    );
  }
  const hints = found.map((r) => `'${r.target}!${r.junction ? r.junction.table : r.constraint}'`);
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source}' and '${name}'`,
    found.map(describe),
    `Try changing '${name}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
