import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parse } from 'smol-toml';
import { compileFunction, readImportMap } from './compile.js';
import type { HostMessage, WorkerMessage } from './worker.js';

/** `[functions.<name>]` of config.toml, as `supabase functions serve|deploy` reads it. */
export interface FunctionConfig {
  enabled: boolean;
  /** Whether the caller's JWT is checked before the function runs (default true). */
  verifyJwt: boolean;
  /** The entry module (default `<functions dir>/<name>/index.ts`). */
  entrypoint: string;
  importMap?: string;
}

/** Reads `[functions.*]` from config.toml (paths relative to its supabase folder). */
export function readFunctionsConfig(configFile: string | undefined): Record<string, Partial<FunctionConfig>> {
  if (!configFile || !existsSync(configFile)) return {};
  const supabaseDir = resolve(configFile, '..');
  const functions = (parse(readFileSync(configFile, 'utf8')).functions ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  const path = (value: unknown) => (typeof value === 'string' ? resolve(supabaseDir, value) : undefined);
  return Object.fromEntries(
    Object.entries(functions).map(([name, settings]) => [
      name,
      {
        ...(typeof settings.enabled === 'boolean' ? { enabled: settings.enabled } : {}),
        ...(typeof settings.verify_jwt === 'boolean' ? { verifyJwt: settings.verify_jwt } : {}),
        ...(path(settings.entrypoint) ? { entrypoint: path(settings.entrypoint) } : {}),
        ...(path(settings.import_map) ? { importMap: path(settings.import_map) } : {}),
      },
    ]),
  );
}

/** Reads a dotenv file (KEY=value lines, optional quotes, # comments). */
export function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    env[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

export interface FunctionRequest {
  method: string;
  /** The URL the function sees (`<origin>/<name>/<rest>?<query>`). */
  url: string;
  headers: [string, string][];
  body: Buffer | null;
  remoteAddr: string;
}

export interface FunctionResponse {
  status: number;
  headers: [string, string][];
  body: Readable;
}

/** Why a function could not answer: not found, or it failed to start or to handle the request. */
export class FunctionFailure extends Error {
  constructor(
    readonly kind: 'not_found' | 'boot' | 'runtime',
    message: string,
  ) {
    super(message);
  }
}

interface Running {
  worker: Worker;
  ready: Promise<void>;
  sources: string[];
  builtAt: number;
  nextId: number;
  pending: Map<number, (message: WorkerMessage) => void>;
}

const WS_MODULE = pathToFileURL(createRequire(import.meta.url).resolve('ws')).href;

/**
 * The worker's module: worker.js beside this file once built; from the sources (the package's own tests run
 * them) worker.ts transpiled once into a temporary file.
 */
let workerScript: Promise<URL> | undefined;
function workerScriptUrl(): Promise<URL> {
  workerScript ??= (async () => {
    const built = new URL('./worker.js', import.meta.url);
    if (existsSync(built)) return built;
    const source = readFileSync(new URL('./worker.ts', import.meta.url), 'utf8');
    const { default: ts } = await import('typescript');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const file = join(await mkdtemp(join(tmpdir(), 'aide-functions-worker-')), 'worker.mjs');
    await writeFile(file, outputText);
    return pathToFileURL(file);
  })();
  return workerScript;
}

/**
 * The functions of one folder (`supabase/functions`): each is compiled and started in its own worker on its
 * first request, and restarted when one of its files changed since (as `supabase functions serve` reloads).
 */
export class FunctionHost {
  private running = new Map<string, Running>();
  private outDir: Promise<string> | undefined;
  private building = new Map<string, Promise<Running>>();

  constructor(
    private readonly options: {
      dir: string;
      repoRoot: string;
      config: Record<string, Partial<FunctionConfig>>;
      /** The environment each function gets (Deno.env). */
      env: () => Record<string, string>;
    },
  ) {}

  /** The function's settings, or undefined when there is no such function (or it is disabled). */
  configOf(name: string): FunctionConfig | undefined {
    if (!/^[A-Za-z0-9_-]+$/.test(name) || name.startsWith('_')) return undefined;
    const settings = this.options.config[name] ?? {};
    const entrypoint = settings.entrypoint ?? join(this.options.dir, name, 'index.ts');
    if (settings.enabled === false || !existsSync(entrypoint)) return undefined;
    return {
      enabled: true,
      verifyJwt: settings.verifyJwt ?? true,
      entrypoint,
      importMap: settings.importMap,
    };
  }

  private changedSince(running: Running): boolean {
    return running.sources.some((file) => {
      try {
        return statSync(file).mtimeMs > running.builtAt;
      } catch {
        return true;
      }
    });
  }

  private async start(name: string, config: FunctionConfig): Promise<Running> {
    this.outDir ??= mkdtemp(join(tmpdir(), 'aide-functions-'));
    const outDir = join(await this.outDir, `${name}-${Date.now()}`);
    const builtAt = Date.now();
    const compiled = await compileFunction(config.entrypoint, this.options.dir, outDir, {
      imports: readImportMap(join(this.options.dir, name), config.importMap),
      repoRoot: this.options.repoRoot,
    }).catch((error: Error) => {
      // A file it imports is missing or does not parse: it fails to boot, as the edge runtime's would.
      throw new FunctionFailure('boot', error.stack ?? error.message);
    });
    const worker = new Worker(await workerScriptUrl(), {
      workerData: { entry: compiled.entry, env: this.options.env(), wsModule: WS_MODULE },
      // A function's console output goes where the emulator's goes.
      stdout: false,
      stderr: false,
    });
    const pending = new Map<number, (message: WorkerMessage) => void>();
    const ready = new Promise<void>((resolveReady, rejectReady) => {
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') resolveReady();
        else if (message.type === 'boot-error') rejectReady(new FunctionFailure('boot', message.message));
        else pending.get(message.id)?.(message);
      });
      worker.once('error', (error) => {
        rejectReady(new FunctionFailure('boot', error.stack ?? error.message));
        for (const deliver of pending.values()) {
          deliver({ type: 'error', id: -1, message: error.stack ?? error.message });
        }
        this.running.delete(name);
      });
      worker.once('exit', () => {
        if (this.running.get(name)?.worker === worker) this.running.delete(name);
      });
    });
    ready.catch(() => undefined);
    return { worker, ready, sources: compiled.sources, builtAt, nextId: 1, pending };
  }

  private async instance(name: string, config: FunctionConfig): Promise<Running> {
    const current = this.running.get(name);
    if (current && !this.changedSince(current)) return current;
    if (current) {
      this.running.delete(name);
      void current.worker.terminate();
    }
    let build = this.building.get(name);
    if (!build) {
      build = this.start(name, config).finally(() => this.building.delete(name));
      this.building.set(name, build);
    }
    const running = await build;
    this.running.set(name, running);
    return running;
  }

  /** Runs the request through the function; the body streams as the function writes it. */
  async invoke(name: string, request: FunctionRequest): Promise<FunctionResponse> {
    const config = this.configOf(name);
    if (!config) throw new FunctionFailure('not_found', 'Requested function was not found');
    const running = await this.instance(name, config);
    try {
      await running.ready;
    } catch (error) {
      this.running.delete(name);
      void running.worker.terminate();
      throw error;
    }
    const id = running.nextId++;
    return new Promise<FunctionResponse>((resolveResponse, rejectResponse) => {
      let body: PassThrough | undefined;
      running.pending.set(id, (message) => {
        if (message.type === 'head') {
          body = new PassThrough();
          resolveResponse({ status: message.status, headers: message.headers, body });
        } else if (message.type === 'chunk') {
          body?.write(Buffer.from(message.data));
        } else if (message.type === 'end') {
          running.pending.delete(id);
          body?.end();
        } else if (message.type === 'error') {
          running.pending.delete(id);
          if (body) body.destroy(new Error(message.message));
          else rejectResponse(new FunctionFailure('runtime', message.message));
        }
      });
      const message: HostMessage = {
        type: 'request',
        id,
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        remoteAddr: request.remoteAddr,
      };
      running.worker.postMessage(message);
    });
  }

  async close(): Promise<void> {
    const workers = [...this.running.values()].map((running) => running.worker.terminate());
    this.running.clear();
    await Promise.all(workers);
    if (this.outDir) await rm(await this.outDir, { recursive: true, force: true });
  }
}
