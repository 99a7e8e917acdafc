/**
 * POST /accounting/purchase-orders/intake: each document is checked, hashed, read, stored and written as a
 * pending order, or recognised as one already received (same file or same PO number). A document is all or
 * nothing: when its order cannot be written, its stored original is removed again.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { LlmConfig } from '../../../config.js';
import type { Db, Queryable } from '../../../db/db.js';
import type { UserClaims } from '../../../db/as-user.js';
import { HttpError } from '../../../http/error-handler.js';
import { withWorkspaceAsApi } from '../../../workspace/with-workspace.js';
import { assertStorageRoom, consumeQuota } from '../../usage/quota.js';
import { getPurchaseOrder } from '../get-purchase-order.js';
import {
  receivePurchaseOrder,
  type OrderReceiver,
  type ReceivedDocument,
} from '../receive-purchase-order.js';
import { scoreNewOrders } from '../score-new-orders.js';
import { extractDocument } from './extract-document.js';
import { DocumentRefusedError } from './read-in-worker.js';
import type { Extraction, MatchingContext } from './extraction-types.js';
import { CONTENT_TYPES, documentKind, type DocumentKind } from './read-document.js';
import { MAX_EMAIL_BYTES, type RefusalCode } from './read-limits.js';
import { removeOriginal, signOriginal, uploadOriginal, type StorageConfig } from './storage-originals.js';

export { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from './read-limits.js';

export interface IntakeFile {
  filename: string;
  bytes: Uint8Array;
}

export type IntakeResult =
  | { file: string; status: 'created'; order: Record<string, unknown> }
  | { file: string; status: 'ignored'; message: string }
  | {
      file: string;
      status: 'duplicate';
      matched_by: 'file_hash' | 'po_number';
      existing_order: { id: string; po_number: string; status: string };
      message: string;
    };

export interface CheckedFile extends IntakeFile {
  kind: DocumentKind;
  sha256: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Refuses the whole request before anything is written when one document is empty or of the wrong type. */
export function checkFiles(files: readonly IntakeFile[]): CheckedFile[] {
  if (files.length === 0)
    throw new HttpError(400, 'invalid_request', 'Send at least one document (a file part or a text part).');
  return files.map((file) => {
    if (file.bytes.length === 0) throw new HttpError(400, 'invalid_request', `${file.filename} is empty.`);
    const kind = documentKind(file.filename, file.bytes);
    if (!kind)
      throw new HttpError(
        415,
        'unsupported_file_type',
        `${file.filename} is not a PDF, CSV, XLSX, .eml or text document. Nothing was received.`,
      );
    if (kind === 'eml' && file.bytes.length > MAX_EMAIL_BYTES)
      throw new HttpError(
        413,
        'file_too_large',
        `${file.filename} is an email of ${megabytes(file.bytes.length)}; intake reads emails of at most ${megabytes(MAX_EMAIL_BYTES)}. Nothing was received.`,
      );
    return { ...file, kind, sha256: createHash('sha256').update(file.bytes).digest('hex') };
  });
}

async function matchingContext(tx: Queryable, organizationId: string): Promise<MatchingContext> {
  const customers = await tx.query<{ name: string }>(
    `select distinct n.name from public.aide_client_customers c
       cross join lateral (values (c.name), (c.company)) as n (name)
      where c.organization_id = $1 and coalesce(trim(n.name), '') <> ''`,
    [organizationId],
  );
  const catalog = await tx.query<{ sku: string; name: string; price: number | null }>(
    `select sku, name, price::float8 as price from public.aide_inventory_items where organization_id = $1`,
    [organizationId],
  );
  return { customers: customers.rows.map((row) => row.name), catalog: catalog.rows };
}

async function existingOrder(
  tx: Queryable,
  organizationId: string,
  column: 'source_file_sha256' | 'po_number',
  value: string,
) {
  const { rows } = await tx.query<{ id: string; po_number: string; status: string }>(
    `select id, po_number, status from public.aide_purchase_orders where organization_id = $1 and ${column} = $2`,
    [organizationId, value],
  );
  return rows[0] ?? null;
}

function duplicate(
  file: CheckedFile,
  matchedBy: 'file_hash' | 'po_number',
  order: { id: string; po_number: string; status: string },
): IntakeResult {
  const why = matchedBy === 'file_hash' ? 'The same file' : `Purchase order ${order.po_number}`;
  return {
    file: file.filename,
    status: 'duplicate',
    matched_by: matchedBy,
    existing_order: order,
    message: `${why} was already received (${order.status}); nothing new was created.`,
  };
}

/** The order's fields; a document needing manual entry gets visible placeholders, never guessed values. */
function orderInput(extraction: Extraction, file: CheckedFile) {
  const { fields } = extraction;
  return {
    po_number: fields.po_number.value ?? `NEEDS-ENTRY-${file.sha256.slice(0, 8).toUpperCase()}`,
    customer_name: fields.customer_name.value ?? 'Unknown customer (needs manual entry)',
    order_date: fields.order_date.value ?? new Date().toISOString().slice(0, 10),
    requested_delivery_date: fields.requested_delivery_date.value,
    currency: fields.currency.value ?? 'USD',
    lines: extraction.lines.map((line) => ({
      sku: line.sku,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
    })),
  };
}

const safeName = (filename: string) =>
  filename
    .replace(/[^\w.-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(-120) || 'document';

/**
 * Who takes documents in: a member through the intake route (their token, so the bucket's policies decide), or
 * the mail intake job for an organization (the service role's token; the job names the organization).
 */
export interface IntakeActor {
  /** Runs `work` in one transaction as the API's role, for the actor's organization. */
  run<T>(work: (tx: Queryable, receiver: OrderReceiver) => Promise<T>): Promise<T>;
  /** The token Storage sees for the original. */
  storageToken: string;
  storage: StorageConfig;
  /** LLM_BASE_URL's model, when extraction goes through one. */
  model: LlmConfig | null;
}

/** A member taking documents in through the intake route (403 when they are not on the inbound plan). */
export function memberIntake(
  db: Db,
  caller: UserClaims,
  token: string,
  storage: StorageConfig,
  model: LlmConfig | null,
): IntakeActor {
  return {
    run: (work) => withWorkspaceAsApi(db, caller, 'inbound', work),
    storageToken: token,
    storage,
    model,
  };
}

export interface IntakeOptions {
  /** Mail intake: a document in which no order is found is answered 'ignored' and nothing is stored. */
  onlyOrders?: boolean;
}

/** A document read and not yet written: what intakeDocument found, or its answer when there is nothing to write. */
export type ReadDocument =
  | { file: CheckedFile; answer: IntakeResult }
  | { file: CheckedFile; answer: null; organizationId: string; extraction: Extraction };

/**
 * The first half of intakeDocument: the same file already received, or the document read (in a reader thread,
 * within read-limits.ts's limits). Nothing is written. A document over a limit or unreadable rejects with its
 * reason (413/422, the file named).
 */
export async function readIntakeDocument(
  actor: IntakeActor,
  file: CheckedFile,
  options: IntakeOptions = {},
): Promise<ReadDocument> {
  // No transaction is held while reading or calling Storage (the embedded backend shares one connection).
  const before = await actor.run(async (tx, receiver) => ({
    organizationId: receiver.organizationId,
    sameFile: await existingOrder(tx, receiver.organizationId, 'source_file_sha256', file.sha256),
    matching: await matchingContext(tx, receiver.organizationId),
  }));
  if (before.sameFile) return { file, answer: duplicate(file, 'file_hash', before.sameFile) };
  const extraction = await extractDocument(file.kind, file.bytes, before.matching, actor.model).catch(
    (error: unknown) => {
      // The file is named, so the sender knows which of their documents was refused and why.
      if (error instanceof DocumentRefusedError)
        throw new DocumentRefusedError({
          status: error.statusCode as 413 | 422,
          code: error.code as RefusalCode,
          message: `${file.filename}: ${error.message} Nothing was received.`,
          retryable: error.retryable,
        });
      throw error;
    },
  );
  if (options.onlyOrders && !extraction.fields.po_number.value && extraction.lines.length === 0)
    return {
      file,
      answer: { file: file.filename, status: 'ignored', message: 'No purchase order was found in it.' },
    };
  return { file, answer: null, organizationId: before.organizationId, extraction };
}

/** The second half: the read document written as a pending order with its original, unless its PO is known. */
export async function receiveIntakeDocument(actor: IntakeActor, read: ReadDocument): Promise<IntakeResult> {
  if (read.answer) return read.answer;
  const { file, extraction } = read;
  const { storage, storageToken: token } = actor;
  const input = orderInput(extraction, file);
  const samePo = await actor.run(async (tx, receiver) => {
    const known = await existingOrder(tx, receiver.organizationId, 'po_number', input.po_number);
    // An original that would pass the organization's Storage limit is not stored (docs/usage-and-limits.md).
    if (!known) await assertStorageRoom(tx, receiver.organizationId, file.bytes.length);
    return known;
  });
  if (samePo) return duplicate(file, 'po_number', samePo);

  const path = `${read.organizationId}/${randomUUID()}/${safeName(file.filename)}`;
  const contentType = CONTENT_TYPES[file.kind];
  await uploadOriginal(storage, token, path, file.bytes, contentType);
  const document: ReceivedDocument = {
    source: file.kind === 'eml' || file.kind === 'text' ? 'email' : 'upload',
    path,
    name: file.filename.slice(0, 255),
    contentType,
    sha256: file.sha256,
    extraction,
  };
  try {
    const order = await actor.run(async (tx, receiver) => {
      // One intake document of the month's limit, counted with the order it becomes (or refused: 429).
      await consumeQuota(tx, receiver.organizationId, 'intake_documents');
      const id = await receivePurchaseOrder(tx, receiver, input, document);
      await scoreNewOrders(tx, receiver.organizationId);
      return getPurchaseOrder(tx, receiver.organizationId, id);
    });
    return {
      file: file.filename,
      status: 'created',
      order: { ...order, ...(await withSignedUrl(storage, token, order)) },
    };
  } catch (error) {
    await removeOriginal(storage, token, path);
    throw error;
  }
}

/** One document in: read (readIntakeDocument), then written (receiveIntakeDocument). */
export async function intakeDocument(
  actor: IntakeActor,
  file: CheckedFile,
  options: IntakeOptions = {},
): Promise<IntakeResult> {
  return receiveIntakeDocument(actor, await readIntakeDocument(actor, file, options));
}

/** The detail's source_document with a fresh signed URL (null for orders not read from a document). */
export async function withSignedUrl(
  storage: StorageConfig | null,
  token: string,
  order: { source_document: { path: string } | null },
) {
  if (!order.source_document) return { source_document: null };
  const signedUrl = storage ? await signOriginal(storage, token, order.source_document.path) : null;
  return { source_document: { ...order.source_document, signed_url: signedUrl } };
}
