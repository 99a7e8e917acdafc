import type { Queryable } from '../../db/db.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import { inTransaction } from '../../jobs/job-queue.js';
import { JOBS_UNAVAILABLE_MESSAGE, QUEUE } from '../../jobs/queues.js';
import { withOperator } from './operator-access.js';
import type { PlatformRouteOptions } from './organization-routes.js';
import { getOrganization } from './organizations-store.js';
import { exportParams, exportSchema, operatorErrors, organizationParams } from './platform-schemas.js';
import { signExport, STORAGE_UNAVAILABLE_MESSAGE, type PlatformStorage } from './platform-storage.js';

interface ExportRow {
  id: string;
  organization_id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  object_path: string | null;
  size_bytes: string | number | null;
  error: string | null;
  requested_by_email: string;
  created_at: Date;
  finished_at: Date | null;
}

const EXPORT_COLUMNS = `id, organization_id, status, progress, object_path, size_bytes, error, requested_by_email,
                        created_at, finished_at`;

async function toExport(row: ExportRow, storage: PlatformStorage | null) {
  const { object_path: path, ...rest } = row;
  return {
    ...rest,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    download_url: row.status === 'done' && path && storage ? await signExport(storage, path) : null,
  };
}

async function findExport(tx: Queryable, organizationId: string, exportId: string): Promise<ExportRow> {
  const { rows } = await tx.query<ExportRow>(
    `select ${EXPORT_COLUMNS} from public.aide_platform_exports where id = $1 and organization_id = $2`,
    [exportId, organizationId],
  );
  if (!rows[0]) throw new HttpError(404, 'not_found', 'No export with this id for this organization.');
  return rows[0];
}

/** Exports of an organization's data: started as a background job, then its status and download link. */
export function registerExportRoutes(
  app: ApiInstance,
  { db, authenticate, jobs, storage }: PlatformRouteOptions,
) {
  app.post(
    '/platform/organizations/:id/exports',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: "Export an organization's data: every table as CSV, a manifest and its files, in one zip",
        description:
          'Starts a background job and answers at once with the export (status queued); follow it with ' +
          'GET …/exports/{export_id}, which gives a signed download_url once it is done.',
        params: organizationParams,
        response: { 202: exportSchema, ...operatorErrors, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const started = await withOperator(db, caller, async (tx) => {
        await getOrganization(tx, request.params.id);
        if (!jobs) throw new HttpError(503, 'jobs_unavailable', JOBS_UNAVAILABLE_MESSAGE);
        if (!storage) throw new HttpError(503, 'storage_unavailable', STORAGE_UNAVAILABLE_MESSAGE);
        const { rows } = await tx.query<ExportRow>(
          `insert into public.aide_platform_exports (organization_id, requested_by, requested_by_email)
           values ($1, $2, coalesce(lower($3), 'unknown')) returning ${EXPORT_COLUMNS}`,
          [request.params.id, caller.sub, typeof caller.email === 'string' ? caller.email : null],
        );
        const row = rows[0]!;
        await jobs.insert([{ name: QUEUE.platformExport, data: { exportId: row.id }, retryLimit: 1 }], {
          db: inTransaction(tx),
        });
        return row;
      });
      return reply.code(202).send(await toExport(started, storage));
    },
  );

  app.get(
    '/platform/organizations/:id/exports/:exportId',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: 'An export: its status and progress, and once done a download link that expires',
        params: exportParams,
        response: { 200: exportSchema, ...operatorErrors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await withOperator(db, callerOf(request), (tx) =>
        findExport(tx, request.params.id, request.params.exportId),
      );
      return toExport(row, storage);
    },
  );

  app.get(
    '/platform/organizations/:id/exports',
    {
      preValidation: authenticate,
      schema: {
        tags: ['platform'],
        summary: "The organization's exports, newest first",
        params: organizationParams,
        response: {
          200: {
            type: 'object',
            required: ['items'],
            properties: { items: { type: 'array', items: exportSchema } },
          },
          ...operatorErrors,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const rows = await withOperator(db, callerOf(request), async (tx) => {
        const { rows: found } = await tx.query<ExportRow>(
          `select ${EXPORT_COLUMNS} from public.aide_platform_exports where organization_id = $1
            order by created_at desc, id limit 20`,
          [request.params.id],
        );
        if (found.length === 0) await getOrganization(tx, request.params.id);
        return found;
      });
      return { items: await Promise.all(rows.map((row) => toExport(row, storage))) };
    },
  );
}
