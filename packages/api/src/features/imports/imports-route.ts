import type { FastifyBaseLogger, preValidationAsyncHookHandler } from 'fastify';
import { IMPORT_BODY_LIMIT_BYTES, WORKSPACE_CONSTANTS } from '../constants/workspace-constants.js';
import type { Db, Queryable } from '../../db/db.js';
import type { UserClaims } from '../../db/as-user.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import {
  customersUploadBody,
  inventoryUploadBody,
  salesUploadBody,
  uploadResponses,
} from './import-schemas.js';
import { listImports, importItemSchema } from './list-imports.js';
import { importMaintenanceDone, LARGE_IMPORT_ROWS, maintainAfterImport } from './after-import.js';
import { problemsMessage, validateRows, type RawRow, type RowProblem } from '@aide/rules';
import {
  recordImport,
  writeCustomers,
  writeInventory,
  writeSales,
  type ImportCounts,
  type ImportKind,
} from './write-imports.js';
import { withOutboundWorkspace, type Workspace } from '../../workspace/with-workspace.js';
import { pageSchema, pagingProperties } from '../../workspace/paging.js';
import type { ApiInstance } from '../../http/api-instance.js';

export interface UploadBody {
  file_name: string;
  rows: RawRow[];
}

const MAX_LISTED_PROBLEMS = 1000;

/**
 * After a large import the planner's statistics are refreshed right away rather than whenever autovacuum gets
 * to it (the embedded database has no autovacuum at all): without them the next search plans for an empty
 * table. That runs just after the answer is sent, with the merge of the search indexes' pending entries
 * (after-import.ts).
 */
const ANALYZED_TABLES: Record<ImportKind, string[]> = {
  customers: ['public.aide_client_customers'],
  inventory: ['public.aide_inventory_items'],
  sales: ['public.aide_sales_transactions', 'public.aide_client_customers'],
};

function refuseOversizedFile(rows: readonly unknown[]): void {
  const max = WORKSPACE_CONSTANTS.import.max_rows;
  if (rows.length > max) {
    throw new HttpError(
      400,
      'too_many_rows',
      `The file has ${rows.length.toLocaleString('en-US')} rows; at most ${max.toLocaleString('en-US')} can be imported at once.`,
    );
  }
}

type WriteCounts = ImportCounts & { unmatched_customers?: number };

/** One import kind's rules: validate the raw rows, then (only when every row is valid) write them. */
type Pipeline = (
  tx: Queryable,
  ws: Workspace,
  raw: UploadBody['rows'],
) => Promise<{ problems: RowProblem[]; counts: WriteCounts | null }>;

const pipeline =
  <T extends { row: number }>(
    validate: (rows: UploadBody['rows']) => { rows: T[]; problems: RowProblem[] },
    write: (tx: Queryable, ws: Workspace, rows: T[]) => Promise<WriteCounts>,
  ): Pipeline =>
  async (tx, ws, raw) => {
    const { rows, problems } = validate(raw);
    if (problems.length > 0) return { problems, counts: null };
    return { problems: [], counts: await write(tx, ws, rows) };
  };

const PIPELINES: Record<ImportKind, Pipeline> = {
  customers: pipeline((rows) => validateRows('customers', rows), writeCustomers),
  inventory: pipeline((rows) => validateRows('inventory', rows), writeInventory),
  sales: pipeline((rows) => validateRows('sales', rows), writeSales),
};

export type ImportOutcome =
  | { status: 200; body: WriteCounts & { import_id: string } }
  | {
      status: 422;
      body: { error: 'invalid_rows'; message: string; problem_count: number; problems: RowProblem[] };
    };

/**
 * The upload pipeline every import source shares (file upload, Google Drive): size check, validation and
 * write in one transaction as the caller, and the import history row. All or nothing: a 422 writes nothing.
 */
export async function runImport(
  db: Db,
  claims: UserClaims,
  kind: ImportKind,
  fileName: string,
  rawRows: UploadBody['rows'],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ImportOutcome> {
  refuseOversizedFile(rawRows);
  const result = await withOutboundWorkspace(db, claims, async (tx, ws) => {
    // Judged inside the transaction so the caller's membership (403) is decided first; a 422 writes nothing.
    const { problems, counts } = await PIPELINES[kind](tx, ws, rawRows);
    if (!counts) return { problems, counts: null };
    const importId = await recordImport(tx, ws, kind, fileName, counts);
    return { problems, counts: { import_id: importId, ...counts } };
  });
  if (result.counts && rawRows.length >= LARGE_IMPORT_ROWS) {
    maintainAfterImport(db, ANALYZED_TABLES[kind], (error) =>
      log?.warn({ err: error }, 'merging the search indexes and analyzing after an import failed'),
    );
  }
  if (!result.counts) {
    return {
      status: 422,
      body: {
        error: 'invalid_rows',
        message: problemsMessage(result.problems),
        problem_count: result.problems.length,
        problems: result.problems.slice(0, MAX_LISTED_PROBLEMS),
      },
    };
  }
  return { status: 200, body: result.counts };
}

/** The three all-or-nothing uploads and the import history. */
export function registerImportRoutes(
  app: ApiInstance,
  db: Db,
  authenticate: preValidationAsyncHookHandler,
): void {
  // What large imports left to do finishes before the database is closed after the server.
  app.addHook('onClose', () => importMaintenanceDone(db));

  // The body schema comes in as a parameter, so its type is named here (each upload's schema matches it).
  const upload = (path: string, kind: ImportKind, summary: string, body: object) =>
    app.post<{ Body: UploadBody }>(
      path,
      {
        preValidation: authenticate,
        bodyLimit: IMPORT_BODY_LIMIT_BYTES,
        // The import rules report a NUL character in a cell as a bad row (422 with its file line).
        config: { nulCheckedByRoute: ['rows'] },
        schema: {
          tags: ['imports'],
          summary,
          description:
            'All or nothing: every row is written in one transaction, or none (422 lists the problems with row numbers).',
          body,
          response: uploadResponses,
        },
      },
      async (request, reply) => {
        const outcome = await runImport(
          db,
          callerOf(request),
          kind,
          request.body.file_name,
          request.body.rows,
          request.log,
        );
        return reply.code(outcome.status).send(outcome.body);
      },
    );

  upload(
    '/api/upload_client_customers',
    'customers',
    'Import the customer list (upsert by email)',
    customersUploadBody,
  );
  upload('/api/upload_inventory', 'inventory', 'Import inventory (upsert by SKU)', inventoryUploadBody);
  upload(
    '/api/upload_sales_history',
    'sales',
    'Import sales history (lines already loaded are skipped)',
    salesUploadBody,
  );

  app.get(
    '/api/imports',
    {
      preValidation: authenticate,
      schema: {
        tags: ['imports'],
        summary: 'Import history, newest first',
        querystring: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: ['customers', 'inventory', 'sales'] },
            page: pagingProperties.page,
            page_size: pagingProperties.page_size,
          },
        },
        response: {
          200: pageSchema(importItemSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    (request) => withOutboundWorkspace(db, callerOf(request), (tx, ws) => listImports(tx, ws, request.query)),
  );
}
