import type { ToolDefinition } from '../chat-types.js';
import { organizationNames } from '../entities/entity-cache.js';
import { planFromArgs, planParametersSchema } from '../semantic/plan-args.js';
import { PlanError } from '../semantic/plan-sql.js';
import { runPlan } from '../semantic/run-plan.js';
import { ToolArgumentError } from './tool-args.js';

/**
 * The semantic layer as a tool: the model (and the built-in analyst) states a plan — metric, period, grouping,
 * filters, ranking, comparison — and the planner turns it into the organization's SQL.
 */
export const querySales: ToolDefinition = {
  name: 'query_sales',
  description:
    'Computes a sales metric over a period, optionally grouped (by customer, segment, product, brand, month …), ' +
    'filtered, ranked (top/bottom N) and compared with the previous period or the same period last year (with ' +
    'change and % change, or only the groups that grew or shrank). Returns `computed` (say it in your answer), ' +
    'the totals and the rows. Filter values are the names and ids find_names gives; a name it does not find is refused.',
  parameters: planParametersSchema,
  async run({ tx, workspace, planResults = runPlan }, args) {
    const plan = planFromArgs(args);
    // A name the organization does not have is refused, never computed as "no sales" (the model's guard).
    const names = await organizationNames(tx, workspace.organizationId);
    for (const filter of [...plan.filters, ...(plan.share?.part ?? [])])
      if (
        filter.dimension !== 'stock_below' &&
        !names.has(filter.dimension === 'bought_with' ? 'product' : filter.dimension, filter.value)
      )
        throw new ToolArgumentError(
          `There is no ${filter.dimension} “${filter.value}” in this organization's data: find names with find_names, and say so rather than guess.`,
        );
    try {
      const { result, citations } = await planResults(tx, workspace.organizationId, plan);
      return { data: result, citations };
    } catch (error) {
      if (error instanceof PlanError) throw new ToolArgumentError(error.message);
      throw error;
    }
  },
};
