import type { preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { uploadResponses } from '../imports/import-schemas.js';
import { readSheetCsv, type GoogleDriveMode } from './read-sheet.js';
import { sheetRows } from './sheet-rows.js';
import { parseSheetUrl } from './sheet-url.js';
import { requireOutboundWorkspace } from '../../workspace/with-workspace.js';
import { runImport } from '../imports/imports-route.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { closedObject } from '../../http/schema-fragments.js';

export interface GoogleDriveRouteOptions {
  db: Db;
  authenticate: preValidationAsyncHookHandler;
  mode: GoogleDriveMode;
}

/** POST /api/download-google-drive — a shared Google Sheet through the same import pipeline as uploads. */
export function registerGoogleDriveRoute(
  app: ApiInstance,
  { db, authenticate, mode }: GoogleDriveRouteOptions,
): void {
  app.post(
    '/api/download-google-drive',
    {
      preValidation: authenticate,
      schema: {
        tags: ['imports'],
        summary: 'Import customers or inventory from a shared Google Sheet',
        description:
          'Reads the first tab as CSV and imports it all or nothing, exactly like the upload routes (file name `Google Sheet <id>`).',
        body: closedObject(['url', 'kind'], {
          url: { type: 'string', minLength: 1, maxLength: 2000 },
          kind: { type: 'string', enum: ['customers', 'inventory'] },
        }),
        response: { ...uploadResponses, 404: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) => {
      const id = parseSheetUrl(request.body.url);
      const claims = callerOf(request);
      // Members of the outbound plan only: nobody else makes the server fetch a sheet.
      await requireOutboundWorkspace(db, claims);
      const rows = sheetRows(await readSheetCsv(mode, id), request.body.kind);
      const outcome = await runImport(db, claims, request.body.kind, `Google Sheet ${id}`, rows, request.log);
      return reply.code(outcome.status).send(outcome.body);
    },
  );
}
