import type { ToolDefinition } from '../chat-types.js';
import { currentOffers } from './current-offers.js';
import { customerHistory } from './customer-history.js';
import { draftEmail } from './draft-email.js';
import { findNames } from './find-names.js';
import { inventoryLookup } from './inventory-lookup.js';
import { querySales } from './query-sales.js';
import { readQuestion } from './read-question.js';
import { recommendProducts } from './recommend-products.js';
import { salesDimensions } from './sales-dimensions.js';
import { searchCustomers } from './search-customers.js';

export { ToolArgumentError, MAX_TOOL_ROWS } from './tool-args.js';

/** Every tool the model (and the built-in analyst) may call, all scoped to the caller's organization. */
export const AI_TOOLS: ToolDefinition[] = [
  searchCustomers,
  customerHistory,
  querySales,
  findNames,
  readQuestion,
  salesDimensions,
  inventoryLookup,
  currentOffers,
  recommendProducts,
  draftEmail,
];

export function findTool(name: string): ToolDefinition | undefined {
  return AI_TOOLS.find((tool) => tool.name === name);
}
