import type { ImportRequest, ImportResponse } from './import-session';

// Set by DefinePlugin in the remote's webpack build (path of the worker bundle relative to the remote's
// public path); absent under Jest.
declare const __AIDE_IMPORT_WORKER_FILE__: string | undefined;
// webpack's run-time public path: the remote's own origin (publicPath "auto"), not the page's.
declare const __webpack_public_path__: string | undefined;

/** Where reading and checking run: the import worker, or the same code inline where workers are unavailable. */
export interface ImportEngine {
  send(request: ImportRequest): void;
  terminate(): void;
}

export type ImportListener = (message: ImportResponse) => void;

const START_FAILED = 'The file reader could not start. Reload the page and try again.';

/** Absolute URL of the worker bundle, or null outside a webpack build. */
function workerScriptUrl(): string | null {
  if (typeof __AIDE_IMPORT_WORKER_FILE__ !== 'string' || typeof __webpack_public_path__ !== 'string')
    return null;
  return new URL(__AIDE_IMPORT_WORKER_FILE__, new URL(__webpack_public_path__, globalThis.location.href))
    .href;
}

/**
 * Browsers refuse `new Worker(url)` for a script of another origin, and the remote's files are served from
 * its own origin. A same-origin blob whose only line is importScripts(remote URL) loads the same classic
 * script (importScripts may fetch across origins).
 */
function startWorker(url: string, listener: ImportListener): ImportEngine {
  const blobUrl = URL.createObjectURL(
    new Blob([`importScripts(${JSON.stringify(url)});`], { type: 'text/javascript' }),
  );
  const worker = new Worker(blobUrl);
  let lastId = 0;
  worker.onmessage = (event: MessageEvent<ImportResponse>) => listener(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    listener({ type: 'error', id: lastId, message: START_FAILED });
  };
  return {
    send(request) {
      lastId = request.id;
      worker.postMessage(request);
    },
    terminate() {
      worker.terminate();
      URL.revokeObjectURL(blobUrl);
    },
  };
}

/** The same session code on this thread, loaded on demand and answering asynchronously like a worker. */
function startInline(listener: ImportListener): ImportEngine {
  let stopped = false;
  const deliver = (message: ImportResponse) =>
    setTimeout(() => {
      if (!stopped) listener(message);
    }, 0);
  const session = import('./import-session').then(({ createImportSession }) => createImportSession(deliver));
  return {
    send(request) {
      session.then(
        (handle) => handle(request),
        () => deliver({ type: 'error', id: request.id, message: START_FAILED }),
      );
    },
    terminate() {
      stopped = true;
    },
  };
}

export function startImportEngine(listener: ImportListener): ImportEngine {
  const url = workerScriptUrl();
  if (url && typeof Worker !== 'undefined') {
    try {
      return startWorker(url, listener);
    } catch {
      // e.g. a CSP that forbids blob: workers; reading inline is slower to the eye but still correct.
    }
  }
  return startInline(listener);
}
