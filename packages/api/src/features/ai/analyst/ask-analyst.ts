import { performance } from 'node:perf_hooks';
import type { UserClaims } from '../../../db/as-user.js';
import type { Db } from '../../../db/db.js';
import { withOutboundWorkspace } from '../../../workspace/with-workspace.js';
import type { ChatTurn, Citation, ToolRunner } from '../chat-types.js';
import { findTool } from '../tools/index.js';
import { createBuiltinAnalyst } from './builtin-analyst.js';

export interface AnalystRun {
  text: string;
  citations: Citation[];
  /** Tool calls in order. */
  tools: string[];
  /** Each tool call's arguments, in the same order. */
  toolArguments: Record<string, unknown>[];
  /** Time to the first `delta` (the lead line), and to the end of the answer. */
  firstTokenMs: number;
  fullAnswerMs: number;
}

/**
 * One question to the built-in analyst outside HTTP (answer key, bench): each tool call runs in its own
 * transaction as the caller, as the chat route runs it. Tool failures throw here instead of being read back.
 */
export async function askBuiltinAnalyst(
  db: Db,
  claims: UserClaims,
  question: string,
  options: { today: string; signal?: AbortSignal; history?: ChatTurn[] },
): Promise<AnalystRun> {
  const tools: string[] = [];
  const toolArguments: Record<string, unknown>[] = [];
  const runTool: ToolRunner = (name, args) => {
    const tool = findTool(name);
    if (!tool) throw new Error(`There is no tool named "${name}".`);
    return withOutboundWorkspace(db, claims, (tx, workspace) =>
      tool.run({ tx, workspace, today: options.today }, args),
    );
  };
  const started = performance.now();
  let firstTokenMs = -1;
  let text = '';
  let citations: Citation[] = [];
  const events = createBuiltinAnalyst().answer({
    history: options.history ?? [],
    question,
    runTool,
    today: options.today,
    signal: options.signal ?? new AbortController().signal,
  });
  for await (const event of events) {
    if (event.type === 'tool') {
      tools.push(event.name);
      toolArguments.push(event.arguments);
    }
    if (event.type === 'citations') citations = event.citations;
    if (event.type === 'delta') {
      if (firstTokenMs < 0) firstTokenMs = performance.now() - started;
      text += event.text;
    }
  }
  return { text, citations, tools, toolArguments, firstTokenMs, fullAnswerMs: performance.now() - started };
}
