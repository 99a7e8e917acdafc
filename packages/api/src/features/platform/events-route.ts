import type { ApiInstance } from '../../http/api-instance.js';
import { callerOf } from '../../http/authenticate.js';
import { pageWindow } from '../../workspace/paging.js';
import { withOperator } from './operator-access.js';
import type { PlatformRouteOptions } from './organization-routes.js';
import { eventPage, eventsQuery, operatorErrors } from './platform-schemas.js';

interface EventRow {
  id: string;
  action: string;
  actor_email: string;
  organization_id: string | null;
  organization_name: string | null;
  target_email: string | null;
  details: Record<string, unknown>;
  created_at: Date;
  total: number;
}

/** The platform's audit log, newest first: who did what to which organization, when (written by the database). */
export function registerEventsRoute(app: ApiInstance, { db, authenticate }: PlatformRouteOptions): void {
  app.get(
    '/platform/events',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: 'The audit log of operator actions, newest first (append-only)',
        querystring: eventsQuery,
        response: { 200: eventPage, ...operatorErrors },
      },
    },
    (request) =>
      withOperator(db, callerOf(request), async (tx) => {
        const { page, pageSize, offset } = pageWindow(request.query);
        const organization = request.query.organization_id ?? null;
        const { rows } = await tx.query<EventRow>(
          `select id, action, actor_email, subject_organization_id as organization_id,
                  subject_organization_name as organization_name, target_email, details, created_at,
                  (count(*) over ())::int as total
             from public.aide_platform_events
            where $1::uuid is null or subject_organization_id = $1::uuid
            order by created_at desc, id
            limit $2 offset $3`,
          [organization, pageSize, offset],
        );
        const total =
          rows[0]?.total ??
          Number(
            (
              await tx.query<{ total: number }>(
                `select count(*)::int as total from public.aide_platform_events
                  where $1::uuid is null or subject_organization_id = $1::uuid`,
                [organization],
              )
            ).rows[0]?.total ?? 0,
          );
        return { items: rows, total, page, page_size: pageSize };
      }),
  );
}
