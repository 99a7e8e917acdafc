import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * Turns a Deno-style function (TypeScript, URL and `npm:`/`jsr:` imports) into ES modules Node runs: each local
 * file is transpiled (types dropped, no type checking, as `supabase functions serve` does not check either),
 * and every import specifier is rewritten:
 *
 * - local files (`./x.ts`, `../_shared/cors.ts`) to their transpiled copies;
 * - the function's import map (`deno.json` / `import_map.json` `imports`) first;
 * - `npm:pkg@1/sub`, `jsr:@scope/pkg@1/sub`, `https://esm.sh/pkg@1/sub` to the package as installed here
 *   (the repository's node_modules), versions ignored;
 * - Deno's std `http/server.ts` to a `serve` that is `Deno.serve`; type-only modules (`*.d.ts`) to nothing.
 *
 * Anything else (another URL) is left as it is, and the function fails to boot with Node's error.
 */

const LOCAL_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** Modules the runtime provides (written next to the compiled files). */
const SHIMS: Record<string, string> = {
  'std-http-server.mjs':
    'export function serve(handler, options = {}) { return Deno.serve(options, handler); }\n' +
    'export const Server = undefined;\n',
  'empty.mjs': 'export {};\n',
};

function shimFor(specifier: string): string | undefined {
  if (/^https:\/\/deno\.land\/std(@[^/]+)?\/http\/server\.ts$/.test(specifier)) return 'std-http-server.mjs';
  if (/\.d\.ts$/.test(specifier)) return 'empty.mjs';
  return undefined;
}

/** `npm:`, `jsr:`, esm.sh and friends → a bare package specifier (version dropped), or undefined. */
function packageOf(specifier: string): string | undefined {
  const strip = (spec: string) => {
    // @scope/name@1.2/sub/path → @scope/name/sub/path; name@^1 → name
    const match = /^(@[^/@]+\/[^/@]+|[^/@]+)(?:@[^/]*)?(\/.*)?$/.exec(spec);
    return match ? `${match[1]}${match[2] ?? ''}` : spec;
  };
  if (specifier.startsWith('npm:')) return strip(specifier.slice(4).replace(/^\//, ''));
  if (specifier.startsWith('jsr:')) return strip(specifier.slice(4).replace(/^\//, ''));
  const cdn = /^https:\/\/(?:esm\.sh|cdn\.skypack\.dev|cdn\.jsdelivr\.net\/npm|unpkg\.com)\/(.+)$/.exec(
    specifier,
  );
  if (cdn?.[1]) return strip(cdn[1].replace(/\?.*$/, ''));
  return undefined;
}

/** Resolves a bare package specifier as the repository installed it (ESM conditions first). */
function resolvePackage(specifier: string, functionDir: string, repoRoot: string): string | undefined {
  try {
    return import.meta.resolve(specifier);
  } catch {
    // not one of the emulator's own dependencies
  }
  for (const from of [join(functionDir, 'noop.js'), join(repoRoot, 'noop.js'), import.meta.url]) {
    try {
      return pathToFileURL(createRequire(from).resolve(specifier)).href;
    } catch {
      // try the next place
    }
  }
  return undefined;
}

/** The `imports` of the function's deno.json / import map, if any. */
export function readImportMap(functionDir: string, importMapPath?: string): Record<string, string> {
  const candidates = importMapPath
    ? [importMapPath]
    : ['deno.json', 'deno.jsonc', 'import_map.json'].map((name) => join(functionDir, name));
  for (const file of candidates) {
    if (!existsSync(file)) continue;
    try {
      const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
      const imports = (JSON.parse(text) as { imports?: Record<string, string> }).imports ?? {};
      // Relative targets are relative to the map's own folder.
      return Object.fromEntries(
        Object.entries(imports).map(([key, target]) => [
          key,
          target.startsWith('.') ? pathToFileURL(resolve(dirname(file), target)).href : target,
        ]),
      );
    } catch {
      return {};
    }
  }
  return {};
}

function applyImportMap(specifier: string, imports: Record<string, string>): string {
  if (imports[specifier]) return imports[specifier];
  const prefix = Object.keys(imports)
    .filter((key) => key.endsWith('/') && specifier.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? imports[prefix] + specifier.slice(prefix.length) : specifier;
}

const IMPORT_SPECIFIER =
  /((?:import|export)\s[^'";]*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"'\n]+)\2/g;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  sourceMap: false,
  inlineSourceMap: true,
  inlineSources: true,
};

export interface CompiledFunction {
  /** file:// URL of the compiled entry module. */
  entry: string;
  /** Local source files that went into it (a change to any of them rebuilds the function). */
  sources: string[];
}

/**
 * Compiles `entryFile` and every local file it imports into `outDir` (same layout under `sourceRoot`, as
 * `.mjs`), with the shims beside them.
 */
export async function compileFunction(
  entryFile: string,
  sourceRoot: string,
  outDir: string,
  options: { imports: Record<string, string>; repoRoot: string },
): Promise<CompiledFunction> {
  await mkdir(outDir, { recursive: true });
  for (const [name, code] of Object.entries(SHIMS)) await writeFile(join(outDir, name), code);
  const outputOf = (source: string) => {
    const rel = relative(sourceRoot, source);
    const safe = rel.startsWith('..') ? `_outside/${createHash('sha1').update(source).digest('hex')}` : rel;
    return join(outDir, safe.replace(/\.[^./\\]+$/, '') + '.mjs');
  };
  const queue = [resolve(entryFile)];
  const done = new Set<string>();
  while (queue.length) {
    const source = queue.shift()!;
    if (done.has(source)) continue;
    done.add(source);
    const output = outputOf(source);
    const text = await readFile(source, 'utf8');
    const { outputText } = ts.transpileModule(text, { compilerOptions: COMPILER_OPTIONS, fileName: source });
    const relativeTo = (target: string) => {
      const rel = relative(dirname(output), target).split(sep).join('/');
      return rel.startsWith('.') ? rel : `./${rel}`;
    };
    const rewritten = outputText.replace(
      IMPORT_SPECIFIER,
      (whole, head: string, quote: string, raw: string) => {
        let specifier = applyImportMap(raw, options.imports);
        const shim = shimFor(specifier);
        if (shim) return `${head}${quote}${relativeTo(join(outDir, shim))}${quote}`;
        if (specifier.startsWith('node:')) return whole;
        let localPath: string | undefined;
        if (specifier.startsWith('file:')) localPath = fileURLToPath(specifier);
        else if (specifier.startsWith('.') || specifier.startsWith('/')) {
          localPath = resolve(dirname(source), specifier);
        }
        if (localPath) {
          if (!LOCAL_EXTENSIONS.includes(extname(localPath))) {
            // JSON and other assets are imported from where they are.
            return `${head}${quote}${pathToFileURL(localPath).href}${quote}`;
          }
          queue.push(localPath);
          return `${head}${quote}${relativeTo(outputOf(localPath))}${quote}`;
        }
        specifier = packageOf(specifier) ?? specifier;
        if (/^[a-z]+:/i.test(specifier)) return `${head}${quote}${specifier}${quote}`;
        const resolved = resolvePackage(specifier, dirname(entryFile), options.repoRoot);
        return `${head}${quote}${resolved ?? specifier}${quote}`;
      },
    );
    await mkdir(dirname(output), { recursive: true });
    await writeFile(output, rewritten);
  }
  return { entry: pathToFileURL(outputOf(resolve(entryFile))).href, sources: [...done] };
}
