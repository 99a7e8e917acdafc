import type { AnswerInput, ChatEvent, Citation, ToolResult } from '../chat-types.js';

/** The answer's Markdown, as paragraphs (tables included), and the rows it used. */
export interface Answer {
  parts: string[];
  citations: Citation[];
}

/** An answer in the making: yields a `tool` event per tool call, returns the finished answer. */
export type AnswerSteps = AsyncGenerator<ChatEvent, Answer>;

/** Calls a tool through the route's runner (the caller's organization only), announcing the call first. */
export async function* callTool(
  input: AnswerInput,
  name: string,
  args: Record<string, unknown>,
): AsyncGenerator<ChatEvent, ToolResult> {
  yield { type: 'tool', name, arguments: args };
  const result = await input.runTool(name, args);
  // The chat route's runner reports a failed call as `{ error }` data instead of throwing.
  const error = (result.data as { error?: unknown } | null)?.error;
  if (typeof error === 'string') throw new ToolFailure(error);
  return result;
}

/** A tool call that failed: the analyst says so in its answer instead of guessing. */
export class ToolFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolFailure';
  }
}
