import type { Queryable } from '../db/queryable.js';

/** A view column that is a plain reference to a column of a table or view of the same schema. */
export interface ViewColumnSource {
  view: string;
  column: string;
  sourceTable: string;
  sourceColumn: string;
}

const VIEW_RULES = `
  select v.relname as view, r.ev_action::text as action
    from pg_rewrite r
    join pg_class v on v.oid = r.ev_class
    join pg_namespace n on n.oid = v.relnamespace
   where n.nspname = $1 and v.relkind in ('v', 'm') and r.rulename = '_RETURN'`;

const COLUMN_NAMES = `
  select c.oid::int as oid, c.relname as table, a.attnum as num, a.attname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

const TARGET_ENTRY = /:resname ((?:\\.|[^\s\\])+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+)/g;

/**
 * Which view columns come straight from a table column, the way PostgREST finds them: the view's rewrite rule
 * (its query tree) names, for each output column, the table and column it was taken from. Relationships of
 * those tables then also apply to the view.
 */
export async function loadViewColumnSources(db: Queryable, schema: string): Promise<ViewColumnSource[]> {
  const rules = await db.query<{ view: string; action: string }>(VIEW_RULES, [schema]);
  if (!rules.rows.length) return [];
  const names = await db.query<{ oid: number; table: string; num: number; name: string }>(COLUMN_NAMES, [
    schema,
  ]);
  const byKey = new Map(names.rows.map((r) => [`${r.oid}:${r.num}`, r]));
  const sources: ViewColumnSource[] = [];
  for (const { view, action } of rules.rows) {
    // The outer query's target list is printed after the range table holding any subqueries.
    const targets = action.slice(action.lastIndexOf(':targetList'));
    for (const match of targets.matchAll(TARGET_ENTRY)) {
      const origin = byKey.get(`${match[2]}:${match[3]}`);
      if (!origin || !match[1] || match[1] === '<>') continue;
      sources.push({
        view,
        column: match[1].replace(/\\(.)/g, '$1'),
        sourceTable: origin.table,
        sourceColumn: origin.name,
      });
    }
  }
  return sources;
}
