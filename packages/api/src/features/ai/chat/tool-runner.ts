import type { FastifyBaseLogger } from 'fastify';
import type { UserClaims } from '../../../db/as-user.js';
import type { Db } from '../../../db/db.js';
import { HttpError } from '../../../http/error-handler.js';
import { withOutboundWorkspace } from '../../../workspace/with-workspace.js';
import type { ToolDefinition, ToolResult, ToolRunner } from '../chat-types.js';
import { ToolArgumentError } from '../tools/index.js';
import type { PlanResultCache } from '../semantic/plan-result-cache.js';

const failed = (message: string): ToolResult => ({ data: { error: message }, citations: [] });

/**
 * Runs tools for one answer: each call in its own transaction as the caller (row-level security on, the
 * workspace resolved from their own member row), so a tool only ever sees the caller's organization. A
 * failing call becomes an error result the model (or analyst) can read, never a broken answer.
 */
export function createToolRunner(options: {
  db: Db;
  claims: UserClaims;
  today: string;
  findTool: (name: string) => ToolDefinition | undefined;
  log: FastifyBaseLogger;
  planResults?: PlanResultCache;
}): ToolRunner {
  const { db, claims, today, findTool, log, planResults } = options;
  return async (name, args) => {
    const tool = findTool(name);
    if (!tool) return failed(`There is no tool named "${name}".`);
    try {
      return await withOutboundWorkspace(db, claims, (tx, workspace) =>
        tool.run({ tx, workspace, today, planResults }, args),
      );
    } catch (error) {
      // Bad arguments (or a row that is not the organization's) are worded so the model can correct itself.
      if (error instanceof ToolArgumentError || error instanceof HttpError) return failed(error.message);
      log.error({ err: error, tool: name }, 'chat tool failed');
      return failed(`The tool ${name} failed.`);
    }
  };
}
