import type { FoundNames } from '../analyst/parse/entity-mentions.js';
import { tokenize } from '../analyst/parse/tokens.js';
import { organizationNames } from '../entities/entity-cache.js';
import { defineTool, ToolArgumentError } from './tool-args.js';

const MAX_TEXTS = 20;
const MAX_LENGTH = 1000;

/**
 * The organization's own names in some texts: customers, companies (a company means its contacts together),
 * products (full name, name without the pack size, SKU), brands, categories, cities and segments, matched
 * case-insensitively with plurals, small typos and distinctive single words, from an index kept per data
 * version. The built-in analyst reads a conversation's questions with it; the model uses it before filtering.
 */
export const findNames = defineTool({
  name: 'find_names',
  description:
    'Finds the names of the organization’s customers, companies, products (name or SKU), brands, categories, ' +
    'cities and segments in texts (case-insensitive, plurals and typos allowed). Each mention lists every ' +
    'candidate with its kind and the value to filter query_sales by (an id for customers and products). Use ' +
    'it before filtering by a name; a name it does not find is not in the data: say so, never guess.',
  properties: {
    texts: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_TEXTS,
      items: { type: 'string', maxLength: MAX_LENGTH },
      description: 'The texts to read, e.g. the user’s question',
    },
  },
  required: ['texts'],
  async run({ tx, workspace }, args) {
    const texts = args.texts;
    if (
      !Array.isArray(texts) ||
      texts.length < 1 ||
      texts.length > MAX_TEXTS ||
      texts.some((text) => typeof text !== 'string' || text.length > MAX_LENGTH)
    )
      throw new ToolArgumentError(
        `texts must be 1 to ${MAX_TEXTS} strings of at most ${MAX_LENGTH} characters.`,
      );
    const { index, dimensions } = await organizationNames(tx, workspace.organizationId);
    const data: FoundNames = {
      texts: (texts as string[]).map((text) => ({ mentions: index.find(tokenize(text)) })),
      dimensions,
    };
    return { data, citations: [] };
  },
});
