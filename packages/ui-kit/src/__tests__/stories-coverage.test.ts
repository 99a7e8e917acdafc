import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as antd from '../antd';

// Every component ui-kit exports has Ladle stories (`pnpm --filter @aide/ui-kit stories:dev`), so a new one
// cannot ship without them. A story file is titled "<Group> / <Component>" and imports that component.

const src = path.resolve(__dirname, '..');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const isComponent = (name: string, value: unknown) =>
  /^[A-Z][a-z]/.test(name) &&
  (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));

/** Components exported by src/index.ts and every sub-index (lean, server-table…), antd's re-exports aside. */
async function exportedComponents(): Promise<string[]> {
  const names = new Set<string>();
  for (const index of filesUnder(src, (name) => name === 'index.ts')) {
    const exports = (await import(index)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isComponent(name, value) && !(name in antd)) names.add(name);
    }
  }
  return [...names].sort();
}

interface StoryFile {
  file: string;
  title: string | undefined;
  imported: string[];
}

/** The default export's `title` and the names a story file imports, read from its syntax tree. */
function readStoryFile(file: string): StoryFile {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  );
  const imported: string[] = [];
  let title: string | undefined;
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings)) imported.push(...bindings.elements.map((e) => e.name.text));
    if (ts.isExportAssignment(statement)) {
      let meta: ts.Expression = statement.expression;
      while (
        ts.isSatisfiesExpression(meta) ||
        ts.isAsExpression(meta) ||
        ts.isParenthesizedExpression(meta)
      ) {
        meta = meta.expression;
      }
      const property = ts.isObjectLiteralExpression(meta)
        ? meta.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === 'title')
        : undefined;
      if (property && ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer)) {
        title = property.initializer.text;
      }
    }
  }
  return { file: path.relative(src, file), title, imported };
}

const storyFiles = filesUnder(src, (name) => name.endsWith('.stories.tsx')).map(readStoryFile);
const storyComponent = (story: StoryFile) => story.title?.split('/').pop()?.trim();

describe('Ladle stories', () => {
  it('cover every component ui-kit exports', async () => {
    const components = await exportedComponents();
    // Guards the export scan itself: an empty list would pass trivially.
    expect(components).toEqual(
      expect.arrayContaining(['AuthCard', 'ServerTable', 'LeanButton', 'SidebarLayout']),
    );
    const titled = new Set(storyFiles.map(storyComponent));
    expect(components.filter((name) => !titled.has(name))).toEqual([]);
  });

  it('are titled "<Group> / <Component>" and import the component they show', () => {
    const wrong = storyFiles.filter((story) => {
      const component = storyComponent(story);
      return !component || !story.imported.includes(component);
    });
    expect(wrong.map((story) => `${story.file}: ${story.title ?? 'no title'}`)).toEqual([]);
  });
});
