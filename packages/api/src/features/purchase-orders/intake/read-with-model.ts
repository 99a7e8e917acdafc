/**
 * Extraction through LLM_BASE_URL's model (any OpenAI-compatible chat-completions endpoint): the document's
 * text goes to the model, which answers the raw fields as printed; match-order.ts then matches customers and
 * SKUs, parses dates and numbers and cross-checks the total exactly as for the rules, so both extractors give
 * the same shape with the same checks.
 */
import OpenAI from 'openai';
import type { LlmConfig } from '../../../config.js';
import type { Row } from './document-rows.js';
import { HEADER_FIELDS } from './extraction-types.js';
import type { Found, RawLine, RawOrder } from './find-fields.js';

/** A model's own certainty is not a measurement: never above what the rules give their best labels. */
const MAX_MODEL_CONFIDENCE = 0.95;
const TIMEOUT_MS = 60_000;
/** Enough for multi-page orders; longer documents are cut (the rules still read them whole). */
const MAX_TEXT_CHARS = 24_000;

const INSTRUCTIONS = `You read purchase orders. Answer with one JSON object only:
{"po_number": F, "customer_name": F, "order_date": F, "requested_delivery_date": F, "currency": F, "total": F,
 "number_style": "dot" | "comma",
 "lines": [{"sku": string, "description": string, "quantity": number, "unit_price": number | null, "amount": number | null}]}
where F is null when the document does not state the field, else {"text": the value exactly as printed, "confidence": 0..1}.
customer_name is the buying company (bill to / sold to), not the supplier. currency is an ISO 4217 code.
number_style is "comma" when the document writes decimals with a comma (1.234,56). Never invent a value.`;

/** The document as text: one line per row, cells separated by " | " (tables keep their columns). */
export const documentText = (rows: readonly Row[]) =>
  rows
    .map((row) => row.cells.map((cell) => cell.text).join(' | '))
    .join('\n')
    .slice(0, MAX_TEXT_CHARS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function foundOf(value: unknown, reason: string): Found | undefined {
  if (!isRecord(value) || typeof value.text !== 'string' || !value.text.trim()) return undefined;
  const stated = numberOrNull(value.confidence) ?? 0.5;
  return { text: value.text.trim(), confidence: Math.min(Math.max(stated, 0), MAX_MODEL_CONFIDENCE), reason };
}

function lineOf(value: unknown): RawLine | null {
  if (!isRecord(value)) return null;
  const quantity = numberOrNull(value.quantity);
  if (quantity === null || quantity <= 0) return null;
  return {
    sku: typeof value.sku === 'string' ? value.sku.trim().slice(0, 64) : '',
    description: typeof value.description === 'string' ? value.description.trim().slice(0, 500) : '',
    quantity,
    unit_price: numberOrNull(value.unit_price),
    amount: numberOrNull(value.amount),
  };
}

/** The model's answer as a RawOrder; throws when it is not the JSON asked for. */
export function rawOrderOfAnswer(answer: string, model: string): RawOrder {
  const json = /\{[\s\S]*\}/.exec(answer)?.[0];
  const parsed: unknown = json ? JSON.parse(json) : null;
  if (!isRecord(parsed)) throw new Error('The model did not answer with a JSON object.');
  const reason = `Read by the model ${model}`;
  const found: RawOrder['found'] = {};
  for (const field of HEADER_FIELDS) {
    const value = foundOf(parsed[field], reason);
    if (value) found[field] = value;
  }
  const lines = Array.isArray(parsed.lines) ? parsed.lines.map(lineOf).filter((line) => line !== null) : [];
  return {
    found,
    lines,
    style: parsed.number_style === 'comma' ? 'comma' : 'dot',
    currencyHint: null,
  };
}

/** Asks the model for the document's fields (temperature 0, JSON mode). */
export async function readWithModel(config: LlmConfig, rows: readonly Row[]): Promise<RawOrder> {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'none',
    maxRetries: 1,
    timeout: TIMEOUT_MS,
  });
  const completion = await client.chat.completions.create({
    model: config.model,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: INSTRUCTIONS },
      { role: 'user', content: documentText(rows) },
    ],
  });
  return rawOrderOfAnswer(completion.choices[0]?.message?.content ?? '', config.model);
}
