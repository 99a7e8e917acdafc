/**
 * Documents are read off the API's event loop: by at most MAX_READ_WORKERS worker threads (read-worker.ts), each
 * with a V8 heap cap, a time budget per document and a watchdog on the process's memory (buffers live outside
 * the heap the cap covers). A reader past its budget or its memory is terminated and replaced, and the document
 * refused with the reason; every other request keeps being answered meanwhile. Idle readers are kept for the
 * next document (pdf.js loads once), then end.
 */
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { HttpError } from '../../../http/error-handler.js';
import type { DocumentKind } from './read-document.js';
import type { MatchingContext } from './extraction-types.js';
import {
  MAX_QUEUED_READS,
  MAX_READ_WORKERS,
  READ_MEMORY_GROWTH_MB,
  READ_WORKER_HEAP_MB,
  readTimeBudgetMs,
  type Refusal,
  type RefusalCode,
} from './read-limits.js';
import type { ReadAnswer, ReadRequest, ReadResult } from './read-worker.js';

const MB = 1024 * 1024;
/** How often the memory watchdog looks while a document is read. */
const MEMORY_CHECK_MS = 50;
/** A reader that does not start within this is a broken installation, not a bad document. */
const START_TIMEOUT_MS = 60_000;
/** An idle reader ends after this. */
const IDLE_MS = 30_000;
/** A reader is replaced after this many documents (pdf.js keeps caches between documents). */
const DOCUMENTS_PER_READER = 100;

/** A document the reader refused (413/422); `retryable` when the reason may pass (time, memory). */
export class DocumentRefusedError extends HttpError {
  readonly retryable: boolean;

  constructor(refusal: Refusal) {
    super(refusal.status, refusal.code, refusal.message);
    this.retryable = refusal.retryable;
  }
}

const refused = (status: 413 | 422, code: RefusalCode, message: string, retryable: boolean) =>
  new DocumentRefusedError({ status, code, message, retryable });

/**
 * The built API runs read-worker.js. Tests run the sources (jest with swc): the worker then compiles them with
 * the same swc, through a module loader registered in the thread before its entry is imported.
 */
function workerScript(): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts'))
    return { script: new URL('./read-worker.js', import.meta.url), eval: false };
  const swc = createRequire(import.meta.url).resolve('@swc/core');
  const loader = `
    import { existsSync, readFileSync } from 'node:fs';
    import { createRequire } from 'node:module';
    import { fileURLToPath } from 'node:url';
    const swc = createRequire(${JSON.stringify(swc)})(${JSON.stringify(swc)});
    export async function resolve(specifier, context, next) {
      if (context.parentURL?.endsWith('.ts') && /^\\.{1,2}\\/.*\\.js$/.test(specifier)) {
        const source = new URL(specifier.replace(/\\.js$/, '.ts'), context.parentURL);
        if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
      }
      return next(specifier, context);
    }
    export async function load(url, context, next) {
      if (!url.endsWith('.ts')) return next(url, context);
      const filename = fileURLToPath(url);
      const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
        filename,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      });
      return { format: 'module', source: code, shortCircuit: true };
    }`;
  const entry = new URL('./read-worker.ts', import.meta.url).href;
  return {
    eval: true,
    script: `require('node:module').register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(loader)}`)});
      import(${JSON.stringify(entry)}).catch((error) => { throw error; });`,
  };
}

interface Reader {
  worker: Worker;
  /** The worker's answers (read-worker.ts), readable synchronously when the budget runs out. */
  answers: MessagePort;
  documents: number;
  idleTimer?: NodeJS.Timeout;
  onIdleExit?: () => void;
}

function startReader(): Promise<Reader> {
  const { script, eval: isEval } = workerScript();
  const { port1: answers, port2 } = new MessageChannel();
  const worker = new Worker(script, {
    eval: isEval,
    name: 'aide-intake-reader',
    resourceLimits: { maxOldGenerationSizeMb: READ_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    workerData: { answers: port2 },
    transferList: [port2],
  });
  worker.once('exit', () => answers.close());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('The document reader did not start.')), START_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', fail).off('exit', onExit);
    };
    const onMessage = (answer: ReadAnswer) => {
      if (!('ready' in answer)) return;
      done();
      resolve({ worker, answers, documents: 0 });
    };
    const fail = (error: Error) => {
      done();
      void worker.terminate();
      reject(new Error(`The document reader could not start: ${error.message}`));
    };
    const onExit = (code: number) => fail(new Error(`it ended with code ${code}`));
    worker.on('message', onMessage).on('error', fail).on('exit', onExit);
  });
}

const idle: Reader[] = [];
let reading = 0;
const waiting: (() => void)[] = [];
let nextId = 1;

/** Waits for one of the MAX_READ_WORKERS reading slots; 503 when too many documents already wait. */
async function takeSlot(): Promise<void> {
  if (reading < MAX_READ_WORKERS) {
    reading += 1;
    return;
  }
  if (waiting.length >= MAX_QUEUED_READS)
    throw new HttpError(
      503,
      'intake_busy',
      'Intake is reading many documents right now: try again in a minute.',
    );
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else reading -= 1;
}

function keepIdle(reader: Reader): void {
  const leave = () => {
    const at = idle.indexOf(reader);
    if (at >= 0) idle.splice(at, 1);
  };
  reader.worker.unref();
  reader.answers.unref();
  reader.onIdleExit = leave;
  reader.worker.once('exit', leave);
  reader.idleTimer = setTimeout(() => {
    leave();
    void reader.worker.terminate();
  }, IDLE_MS).unref();
  idle.push(reader);
}

/** An idle reader, taken out of the idle list for a document. */
function takeIdle(): Reader | undefined {
  const reader = idle.pop();
  if (!reader) return undefined;
  clearTimeout(reader.idleTimer);
  if (reader.onIdleExit) reader.worker.off('exit', reader.onIdleExit);
  return reader;
}

/** One document on one reader: its answer, or a refusal when it runs past its time or memory. */
function readOn(reader: Reader, request: ReadRequest, budgetMs: number): Promise<ReadResult> {
  const { worker, answers } = reader;
  worker.ref();
  answers.ref();
  return new Promise<ReadResult>((resolve, reject) => {
    const rssAtStart = process.memoryUsage.rss();
    const stop = (error: Error) => {
      finish();
      void worker.terminate();
      reject(error);
    };
    const budget = setTimeout(() => {
      // An answer that came while this thread was busy is taken, not counted as a reading past its time.
      const waiting = receiveMessageOnPort(answers);
      if (waiting) return onAnswer(waiting.message as ReadAnswer);
      stop(
        refused(
          422,
          'document_took_too_long',
          `Reading it took longer than ${budgetMs / 1000} s, the limit for one document; an order reads in well under a second.`,
          true,
        ),
      );
    }, budgetMs);
    const watchdog = setInterval(() => {
      if (process.memoryUsage.rss() - rssAtStart > READ_MEMORY_GROWTH_MB * MB)
        stop(
          refused(
            413,
            'document_too_large',
            `Reading it needed more than ${READ_MEMORY_GROWTH_MB} MB of memory, the limit for one document.`,
            true,
          ),
        );
    }, MEMORY_CHECK_MS);
    const finish = () => {
      clearTimeout(budget);
      clearInterval(watchdog);
      answers.off('message', onAnswer);
      worker.off('error', onError).off('exit', onExit);
    };
    const onAnswer = (answer: ReadAnswer) => {
      if ('ready' in answer || answer.id !== request.id) return;
      finish();
      reader.documents += 1;
      if (reader.documents >= DOCUMENTS_PER_READER) void worker.terminate();
      else keepIdle(reader);
      if (answer.ok) resolve(answer.result);
      else reject(new DocumentRefusedError(answer.refusal));
    };
    const onError = (error: Error & { code?: string }) =>
      stop(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? refused(
              413,
              'document_too_large',
              `Reading it needed more than ${READ_WORKER_HEAP_MB} MB of memory, the limit for one document.`,
              false,
            )
          : refused(
              422,
              'document_unreadable',
              `The document cannot be read: ${error.message.slice(0, 160)}`,
              false,
            ),
      );
    const onExit = (code: number) =>
      stop(
        refused(
          422,
          'document_unreadable',
          `The document reader stopped (code ${code}) while reading it.`,
          true,
        ),
      );
    answers.on('message', onAnswer);
    worker.on('error', onError).on('exit', onExit);
    // A copy is handed over: the caller keeps its bytes (hash, Storage).
    const bytes = new Uint8Array(request.bytes);
    worker.postMessage({ ...request, bytes }, [bytes.buffer]);
  });
}

/**
 * Reads a document in a reader thread: its rows and the rules' reading of them. Rejects with a
 * DocumentRefusedError (413/422 with the reason) for a document over a limit or unreadable, 503 when intake is
 * saturated.
 */
export async function readInWorker(
  kind: DocumentKind,
  bytes: Uint8Array,
  context: MatchingContext,
): Promise<ReadResult> {
  await takeSlot();
  try {
    const reader = takeIdle() ?? (await startReader());
    return await readOn(reader, { id: nextId++, kind, bytes, context }, readTimeBudgetMs());
  } finally {
    releaseSlot();
  }
}
