import multipart from '@fastify/multipart';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { bearerToken } from '../../auth/bearer-token.js';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../http/authenticate.js';
import { errorBodySchema } from '../../http/error-body.js';
import { HttpError } from '../../http/error-handler.js';
import type { LlmConfig } from '../../config.js';
import { assertQuotaRoom, assertStorageRoom } from '../usage/quota.js';
import { intakeEmailAddress } from './intake/intake-address.js';
import {
  checkFiles,
  memberIntake,
  readIntakeDocument,
  receiveIntakeDocument,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  type IntakeFile,
  type IntakeResult,
  type ReadDocument,
} from './intake/intake-documents.js';
import type { StorageConfig } from './intake/storage-originals.js';
import { intakeEmailSchema, recentIntakeEmails } from './intake/mail/recent-intake-emails.js';
import { purchaseOrderDetailSchema } from './purchase-order-schemas.js';
import { commonErrors } from '../../workspace/route-schemas.js';
import { withInboundWorkspace } from '../../workspace/with-workspace.js';
import type { ApiInstance } from '../../http/api-instance.js';

const MB = MAX_DOCUMENT_BYTES / 1024 / 1024;

const resultSchema = {
  type: 'object',
  required: ['file', 'status'],
  properties: {
    file: { type: 'string' },
    status: { type: 'string', enum: ['created', 'duplicate'] },
    order: purchaseOrderDetailSchema,
    matched_by: { type: 'string', enum: ['file_hash', 'po_number'] },
    existing_order: {
      type: 'object',
      required: ['id', 'po_number', 'status'],
      properties: { id: { type: 'string' }, po_number: { type: 'string' }, status: { type: 'string' } },
    },
    message: { type: 'string' },
  },
} as const;

/** Reads every part into memory (each under the size limit); text parts become pasted-email documents. */
async function readParts(request: FastifyRequest): Promise<IntakeFile[]> {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the documents as multipart/form-data.');
  const files: IntakeFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (files.length === MAX_DOCUMENTS)
        throw new HttpError(413, 'too_many_files', `At most ${MAX_DOCUMENTS} documents per request.`);
      if (part.type === 'file')
        files.push({ filename: part.filename || 'document', bytes: await part.toBuffer() });
      else if (typeof part.value === 'string' && part.value.trim())
        files.push({
          filename: `pasted-email-${files.length + 1}.txt`,
          bytes: Buffer.from(part.value, 'utf8'),
        });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(
        413,
        'file_too_large',
        `Each document must be at most ${MB} MB. Nothing was received.`,
      );
    throw error;
  }
  return files;
}

/** POST /accounting/purchase-orders/intake and the intake address (docs/inbound-api.md "Intake"). */
export function registerPurchaseOrderIntakeRoute(
  app: ApiInstance,
  options: {
    db: Db;
    authenticate: preValidationAsyncHookHandler;
    storage: StorageConfig | null;
    emailDomain?: string;
    /** LLM_BASE_URL's model: extraction goes through it when set. */
    llm: LlmConfig | null;
    /** The embedded backend's mail catcher page (local only), where a tester mails the intake address. */
    mailCatcherUrl?: string;
  },
): void {
  const { db, authenticate, storage } = options;
  app.get(
    '/accounting/purchase-orders/intake',
    {
      preValidation: authenticate,
      schema: {
        tags: ['inbound'],
        summary: "The organization's intake email address and the documents intake accepts",
        response: {
          200: {
            type: 'object',
            required: ['email_address', 'max_file_bytes', 'max_files', 'accepted', 'mail_catcher_url'],
            properties: {
              email_address: { type: 'string' },
              mail_catcher_url: {
                type: ['string', 'null'],
                description: 'Local only: the page that sends a test email to the intake address',
              },
              max_file_bytes: { type: 'integer' },
              max_files: { type: 'integer' },
              accepted: { type: 'array', items: { type: 'string' } },
            },
          },
          ...commonErrors,
        },
      },
    },
    (request) =>
      withInboundWorkspace(db, callerOf(request), (_tx, ws) =>
        Promise.resolve({
          email_address: intakeEmailAddress(ws.organizationId, options.emailDomain),
          mail_catcher_url: options.mailCatcherUrl
            ? `${options.mailCatcherUrl}?to=${encodeURIComponent(intakeEmailAddress(ws.organizationId, options.emailDomain))}`
            : null,
          max_file_bytes: MAX_DOCUMENT_BYTES,
          max_files: MAX_DOCUMENTS,
          accepted: ['.pdf', '.csv', '.xlsx', '.eml', '.txt'],
        }),
      ),
  );

  app.get(
    '/accounting/purchase-orders/intake/emails',
    {
      preValidation: authenticate,
      schema: {
        tags: ['inbound'],
        summary: 'The latest emails mail intake took in (newest first) and what became of each',
        response: {
          200: {
            type: 'object',
            required: ['emails'],
            properties: { emails: { type: 'array', items: intakeEmailSchema } },
          },
          ...commonErrors,
        },
      },
    },
    (request) =>
      withInboundWorkspace(db, callerOf(request), async (tx, ws) => ({
        emails: await recentIntakeEmails(tx, ws.organizationId),
      })),
  );

  // Multipart only here: an encapsulated plugin, so other routes keep refusing multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: MAX_DOCUMENT_BYTES,
        files: MAX_DOCUMENTS,
        fields: MAX_DOCUMENTS,
        fieldSize: 1024 * 1024,
      },
    });
    scope.post(
      '/accounting/purchase-orders/intake',
      {
        preValidation: authenticate,
        // The body is a stream read in the handler: the schema documents it, nothing validates it up front.
        validatorCompiler: () => () => true,
        schema: {
          tags: ['inbound'],
          summary: 'Receive purchase orders from documents (PDF, CSV, XLSX, .eml, pasted email text)',
          description:
            `multipart/form-data: one file part per document (at most ${MAX_DOCUMENTS}, ${MB} MB each) and/or ` +
            'text parts with pasted email text. Each document becomes a pending order read with a confidence per ' +
            'field, its original stored in the private purchase-orders bucket; the same file or PO number again ' +
            'is answered as a duplicate. A bad or too large document refuses the request before anything is written: ' +
            '413 when it is too large (as sent, or once unpacked: a zip bomb), 422 when it cannot be read (broken, ' +
            'more pages than intake reads, or reading it took too long), with the reason (docs/inbound-api.md "Intake"); ' +
            "429 quota_exceeded when the documents would pass the month's intake documents or the Storage limit " +
            '(docs/usage-and-limits.md).',
          consumes: ['multipart/form-data'],
          body: {
            type: 'object',
            properties: {
              files: { type: 'array', items: { type: 'string', format: 'binary' } },
              text: { type: 'string', description: 'Pasted email text with an order' },
            },
          },
          response: {
            200: {
              type: 'object',
              required: ['results'],
              properties: { results: { type: 'array', items: resultSchema } },
            },
            413: errorBodySchema,
            415: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
            503: errorBodySchema,
            ...commonErrors,
          },
        },
      },
      async (request): Promise<{ results: IntakeResult[] }> => {
        const caller = callerOf(request);
        if (!storage)
          throw new HttpError(503, 'storage_not_configured', 'Intake needs Storage: set SUPABASE_ANON_KEY.');
        const files = checkFiles(await readParts(request));
        const token = bearerToken(request.headers.authorization);
        // Every document is read first (in a reader thread, within limits), so a refused one refuses the request
        // before anything is written; then each is written, one after another, its own all-or-nothing unit.
        const actor = memberIntake(db, caller, token, storage, options.llm);
        const read: ReadDocument[] = [];
        for (const file of files) read.push(await readIntakeDocument(actor, file));
        // A request that would pass the month's intake documents or the Storage limit is refused whole,
        // before anything is written (each order then counts its document as it is written).
        const toWrite = read.filter((document) => !document.answer);
        await actor.run(async (tx, receiver) => {
          await assertQuotaRoom(tx, receiver.organizationId, 'intake_documents', toWrite.length);
          const bytes = toWrite.reduce((sum, document) => sum + document.file.bytes.length, 0);
          await assertStorageRoom(tx, receiver.organizationId, bytes);
        });
        const results: IntakeResult[] = [];
        for (const document of read) results.push(await receiveIntakeDocument(actor, document));
        return { results };
      },
    );
  });
}
