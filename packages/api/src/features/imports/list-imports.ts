import type { Queryable } from '../../db/db.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { pageWindow, type PagingQuery } from '../../workspace/paging.js';

export interface ImportsQuery extends PagingQuery {
  kind?: 'customers' | 'inventory' | 'sales';
}

export const importItemSchema = {
  type: 'object',
  required: [
    'id',
    'kind',
    'file_name',
    'total',
    'inserted',
    'updated',
    'unchanged',
    'created_at',
    'created_by_email',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: ['customers', 'inventory', 'sales'] },
    file_name: { type: 'string' },
    total: { type: 'integer' },
    inserted: { type: 'integer' },
    updated: { type: 'integer' },
    unchanged: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    created_by_email: { type: ['string', 'null'] },
  },
} as const;

export async function listImports(tx: Queryable, ws: Workspace, query: ImportsQuery) {
  const { page, pageSize, offset } = pageWindow(query);
  const kind = query.kind ?? null;
  const { rows: totals } = await tx.query<{ total: number }>(
    `select count(*)::int as total from public.aide_imports
      where organization_id = $1 and ($2::text is null or kind = $2)`,
    [ws.organizationId, kind],
  );
  const { rows: items } = await tx.query(
    `select i.id, i.kind, i.file_name, i.total, i.inserted, i.updated, i.unchanged, i.created_at,
            m.email as created_by_email
       from public.aide_imports i
       left join public.aide_members m on m.user_id = i.user_id
      where i.organization_id = $1 and ($2::text is null or i.kind = $2)
      order by i.created_at desc, i.id
      limit $3 offset $4`,
    [ws.organizationId, kind, pageSize, offset],
  );
  return { items, total: totals[0]?.total ?? 0, page, page_size: pageSize };
}
