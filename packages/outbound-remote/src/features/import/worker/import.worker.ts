// Entry of the import worker bundle, built by the remote's second webpack compiler (see webpack.config.mjs):
// a classic script without the Module Federation runtime, started through a same-origin blob URL
// (lib/start-import-worker.ts) because the remote's files come from another origin than the page.
import { createImportSession, type ImportRequest } from '../lib/import-session';

interface WorkerScope {
  postMessage(message: unknown, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ImportRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
const handle = createImportSession((message, transfer) => scope.postMessage(message, transfer ?? []));
scope.onmessage = (event) => void handle(event.data);
