import type { PlanResultCache } from './semantic/plan-result-cache.js';
import type { Queryable } from '../../db/db.js';
import type { Workspace } from '../../workspace/with-workspace.js';

/** A row an answer or a recommendation used, as a link into the app (docs/ai-employee-api.md "Citations"). */
export interface Citation {
  type: 'customer' | 'product' | 'order';
  id: string;
  label: string;
  href: string;
}

/** What a tool runs with: the caller's transaction (row-level security on) and workspace, and today's date. */
export interface ToolContext {
  tx: Queryable;
  workspace: Workspace;
  /** YYYY-MM-DD (UTC): periods such as "last quarter" are judged from it. */
  today: string;
  /** Plan results kept per organization and data version (the API's); without it every plan is run. */
  planResults?: PlanResultCache;
}

/** The JSON a tool returns to the model (or the analyst), and the rows it read. */
export interface ToolResult {
  data: unknown;
  citations: Citation[];
}

/** One function the model may call; `parameters` is the JSON Schema sent as the OpenAI tool definition. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  run(context: ToolContext, args: Record<string, unknown>): Promise<ToolResult>;
}

/** Runs a tool by name under the caller's organization (the chat route opens one transaction per call). */
export type ToolRunner = (name: string, args: Record<string, unknown>) => Promise<ToolResult>;

/** A finished turn of the conversation so far, oldest first. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export type ChatEvent =
  | { type: 'tool'; name: string; arguments: Record<string, unknown> }
  | { type: 'delta'; text: string }
  | { type: 'citations'; citations: Citation[] };

export interface ProviderInfo {
  kind: 'builtin' | 'llm';
  /** "Built-in analyst" or the model's name: the UI shows it beside every answer. */
  label: string;
}

export interface AnswerInput {
  /** Earlier turns of this conversation, oldest first (without the new question). */
  history: ChatTurn[];
  question: string;
  runTool: ToolRunner;
  /** Aborted when the user stops the answer or disconnects. */
  signal: AbortSignal;
  today: string;
}

/** The one interface every answer source implements: the built-in analyst and the OpenAI-compatible provider. */
export interface ChatProvider {
  info: ProviderInfo;
  /** Streams the answer; throws ProviderError when the provider fails (the route turns it into an `error` event). */
  answer(input: AnswerInput): AsyncIterable<ChatEvent>;
}

/** A provider failure the user can retry: the message is shown as it is. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
