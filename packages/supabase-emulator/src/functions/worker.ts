import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * One Edge Function in its own worker thread, as the edge runtime gives each function its own isolate: a `Deno`
 * global with what handlers use (`Deno.serve`, `Deno.env`, file reads), `EdgeRuntime.waitUntil`, and the
 * WHATWG Request/Response/fetch Node has. The host sends requests and receives responses as messages; a response
 * body is streamed back in chunks.
 */

interface WorkerInput {
  entry: string;
  env: Record<string, string>;
  /** The ws package's module URL (the worker may run from a copy outside the package). */
  wsModule: string;
}

export type HostMessage = {
  type: 'request';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: Uint8Array | null;
  remoteAddr: string;
};

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'boot-error'; message: string }
  | { type: 'head'; id: number; status: number; headers: [string, string][] }
  | { type: 'chunk'; id: number; data: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string };

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;
type ServeOptions = { handler?: Handler; onError?: (error: unknown) => Response | Promise<Response> };

const input = workerData as WorkerInput;
const port = parentPort!;
const env = new Map(Object.entries(input.env));
let handler: Handler | undefined;
let onError: ServeOptions['onError'];

const unsupported = (what: string) => () => {
  throw new Error(`${what} is not supported by the embedded functions runtime`);
};

const Deno = {
  env: {
    get: (key: string) => env.get(key),
    set: (key: string, value: string) => void env.set(key, value),
    delete: (key: string) => void env.delete(key),
    has: (key: string) => env.has(key),
    toObject: () => Object.fromEntries(env),
  },
  serve(first: Handler | ServeOptions, second?: Handler) {
    const options = typeof first === 'function' ? {} : first;
    handler = typeof first === 'function' ? first : (second ?? first.handler);
    onError = options.onError;
    return {
      finished: new Promise<void>(() => undefined),
      shutdown: () => Promise.resolve(),
      ref: () => undefined,
      unref: () => undefined,
      addr: { transport: 'tcp', hostname: '0.0.0.0', port: 8000 },
    };
  },
  readTextFile: (path: string | URL) => readFile(path, 'utf8'),
  readFile: async (path: string | URL) => new Uint8Array(await readFile(path)),
  writeTextFile: (path: string | URL, text: string) => writeFile(path, text),
  cwd: () => process.cwd(),
  exit: unsupported('Deno.exit'),
  upgradeHttp: () => Promise.reject(new Error('Connection Upgrade is not supported')),
  upgradeWebSocket: unsupported('Deno.upgradeWebSocket'),
  version: { deno: '2.1.4', v8: process.versions.v8, typescript: '5.6.2' },
  build: { os: 'linux', arch: 'x86_64', target: 'x86_64-unknown-linux-gnu' },
  errors: {
    NotFound: class NotFound extends Error {},
    PermissionDenied: class PermissionDenied extends Error {},
  },
};

// Deno has a WebSocket global (realtime-js relies on it at the edge); Node 20 does not.
if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'undefined') {
  const ws = (await import(input.wsModule)) as { WebSocket?: unknown; default?: unknown };
  Object.assign(globalThis, { WebSocket: ws.WebSocket ?? ws.default });
}

Object.assign(globalThis, {
  Deno,
  EdgeRuntime: {
    waitUntil: (promise: Promise<unknown>) => void Promise.resolve(promise).catch(() => undefined),
  },
});

async function respond(message: HostMessage): Promise<void> {
  const { id } = message;
  const hasBody = message.body && message.method !== 'GET' && message.method !== 'HEAD';
  const request = new Request(message.url, {
    method: message.method,
    headers: message.headers,
    ...(hasBody ? { body: message.body, duplex: 'half' } : {}),
  });
  let response: Response;
  try {
    response = await handler!(request, {
      remoteAddr: { transport: 'tcp', hostname: message.remoteAddr, port: 0 },
      completed: Promise.resolve(),
    });
    if (!(response instanceof Response)) throw new TypeError('The handler did not return a Response');
  } catch (error) {
    if (!onError) throw error;
    response = await onError(error);
  }
  port.postMessage({
    type: 'head',
    id,
    status: response.status,
    headers: [...response.headers.entries()],
  } satisfies WorkerMessage);
  if (response.body) {
    const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      port.postMessage({ type: 'chunk', id, data: chunk.value } satisfies WorkerMessage);
    }
  }
  port.postMessage({ type: 'end', id } satisfies WorkerMessage);
}

port.on('message', (message: HostMessage) => {
  respond(message).catch((error: unknown) => {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ type: 'error', id: message.id, message: text } satisfies WorkerMessage);
  });
});

try {
  await import(input.entry);
  if (!handler) throw new Error('The function did not call Deno.serve()');
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
} catch (error) {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  port.postMessage({ type: 'boot-error', message: text } satisfies WorkerMessage);
}
