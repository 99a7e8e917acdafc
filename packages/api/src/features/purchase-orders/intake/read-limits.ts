/**
 * Every limit on reading a document a customer sent (upload or email), in one place. Documents are attacker
 * input: a 22 KB spreadsheet can unpack to gigabytes, a 1.5 MB PDF can hold 10,000 pages, a 10 MB email can cost
 * hundreds of MB to parse. So each document is read in a worker thread (read-in-worker.ts) with a time budget and
 * a memory cap, and every parser inside it has a size, count or page limit. A document over a limit is refused
 * with a reason (DocumentRefused: 413 too large once unpacked, 422 unreadable), never retried as if it might pass.
 * Orders are a few pages and a few hundred lines: these limits are far above any real one.
 * docs/inbound-api.md "Intake" lists them with their answers.
 */

import { availableParallelism } from 'node:os';

const MB = 1024 * 1024;

/** One document as sent (the request part, the whole email). The bucket allows 20 MB; orders are far smaller. */
export const MAX_DOCUMENT_BYTES = 10 * MB;
/** Documents per upload request. */
export const MAX_DOCUMENTS = 20;

/**
 * What one document may unpack to, in total across nesting: spreadsheet entries once inflated, email attachments
 * once decoded, and what is unpacked inside those (an .xlsx attached to an email shares its email's budget).
 */
export const MAX_UNPACKED_BYTES = 20 * MB;
/**
 * An entry inflating more than this many times its packed size is a bomb, whatever its declared size: real
 * spreadsheet XML compresses about 5 to 20 times; 20 MB of spaces compress a thousand times.
 */
export const MAX_COMPRESSION_RATIO = 100;
/** Entries that small are not checked for their ratio (a tiny, repetitive XML part compresses well). */
export const RATIO_CHECKED_FROM_BYTES = 64 * 1024;
/** Entries in a spreadsheet's zip: a real .xlsx has 10 to 40. */
export const MAX_ZIP_ENTRIES = 500;

/** Pages of a PDF: an order has a few. A longer PDF is refused rather than read in part (a partial read would
 * make an order of its first pages look complete). */
export const MAX_PDF_PAGES = 50;
/** Rows of text one document may give (50 pages of 100 rows): field finding and matching stay fast. */
export const MAX_TEXT_ROWS = 5_000;

/**
 * An email (.eml upload or mail intake). Parsing costs about 0.5 s and 50 MB of memory per MB of text lines
 * (a 9.8 MB email: 10 s and 600 MB); an order with its PDF attached is well under this.
 */
export const MAX_EMAIL_BYTES = 5 * MB;
/** MIME parts nested in parts (postal-mime's default is 256). */
export const MAX_MIME_NESTING = 20;
/** Header bytes across an email's parts (postal-mime's default is 2 MB). */
export const MAX_MIME_HEADER_BYTES = 256 * 1024;
/** Emails inside emails parsed inline; deeper ones are attachments, which intake does not read. */
export const MAX_EMAIL_NESTING = 2;

/**
 * How long reading one document may take in its worker (unpacking, parsing, finding the fields), in ms. Real
 * orders take well under a second. INTAKE_READ_BUDGET_MS overrides it (tests use a small one).
 */
export const READ_TIME_BUDGET_MS = 10_000;
/** The worker's V8 heap (old generation), in MB: parsing past it ends the worker, not the process. */
export const READ_WORKER_HEAP_MB = 256;
/**
 * How much the process may grow (resident memory, in MB) while documents are read: buffers (inflated streams,
 * decoded attachments) live outside the V8 heap the worker's limit caps, so a watchdog ends the read past this.
 */
export const READ_MEMORY_GROWTH_MB = 384;
/**
 * Documents read at once (one worker each); the others wait their turn. One core is left to the event loop
 * (the API, and under `pnpm start` the auth server and the shell): one reader on two cores, two from three.
 */
export const MAX_READ_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/**
 * The readers' scheduling priority (Linux nice, per thread): the event loop's thread always gets the CPU first,
 * readers take what is left.
 */
export const READ_WORKER_NICE = 10;
/** Documents waiting for a reader; past this intake answers 503 (try again) rather than queue without end. */
export const MAX_QUEUED_READS = 40;

/** Mail intake reads an email at most this many times when reading it fails for a passing reason (a time-out,
 * the process ending mid-read, Storage unreachable); then it is recorded as failed with the last reason. */
export const MAX_MAIL_ATTEMPTS = 3;

/** READ_TIME_BUDGET_MS, or INTAKE_READ_BUDGET_MS when set to a positive number. */
export function readTimeBudgetMs(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.INTAKE_READ_BUDGET_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : READ_TIME_BUDGET_MS;
}

/** Why a document was not read: 413 too large once unpacked, 422 unreadable (broken, too many pages, too slow). */
export type RefusalCode =
  'document_too_large' | 'document_unreadable' | 'too_many_pages' | 'document_took_too_long';

export interface Refusal {
  status: 413 | 422;
  code: RefusalCode;
  /** A sentence for the person who sent it. */
  message: string;
  /** A passing reason (time, memory shared with other reads): mail intake tries the email again. */
  retryable: boolean;
}

/** Thrown by the readers (in the worker) and carried back to the API as a 413 or 422. */
export class DocumentRefused extends Error {
  readonly status: 413 | 422;
  readonly code: RefusalCode;
  readonly retryable: boolean;

  constructor(status: 413 | 422, code: RefusalCode, message: string, retryable = false) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryable = retryable;
  }

  toRefusal(): Refusal {
    return { status: this.status, code: this.code, message: this.message, retryable: this.retryable };
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** A document unpacking past MAX_UNPACKED_BYTES. */
export const tooLargeUnpacked = (what: string) =>
  new DocumentRefused(
    413,
    'document_too_large',
    `${what} unpacks to more than ${megabytes(MAX_UNPACKED_BYTES)}; intake reads documents up to ${megabytes(MAX_UNPACKED_BYTES)} once unpacked.`,
  );

/** A document giving more than MAX_TEXT_ROWS rows of text. */
export const tooManyRows = () =>
  new DocumentRefused(
    422,
    'document_unreadable',
    `The document has more than ${MAX_TEXT_ROWS.toLocaleString('en-US')} rows of text; an order has far fewer.`,
  );

/**
 * What is left of one document's unpacking budget, shared by everything nested in it. take() counts bytes
 * about to be produced and refuses past the limit.
 */
export class UnpackBudget {
  private left: number;

  constructor(bytes = MAX_UNPACKED_BYTES) {
    this.left = bytes;
  }

  get remaining(): number {
    return this.left;
  }

  take(bytes: number, what: string): void {
    if (bytes > this.left) throw tooLargeUnpacked(what);
    this.left -= bytes;
  }
}
